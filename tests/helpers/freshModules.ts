import { vi } from 'vitest';

/*
 * The first setup file of unit, api and ui. Those layers run with `isolate: false`
 * (vitest.config.ts): one worker process runs file after file and keeps what Node loaded — the
 * third-party packages (React, MUI, jsdom, Fastify, pg…), already compiled and warm. Our own
 * modules (src/, server/, contracts/, tests/) are evaluated anew for every file, as they were in
 * a process of its own: no state of ours passes from one file to the next, and a file's vi.mock
 * (pos.test.tsx, recetaMaestro.test.ts…) reaches every module that file imports and no other
 * file. Measured on this 2-core machine, 100 UI tests: 119 s of CPU with a process per file,
 * 68 s sharing the process and its modules, 72 s sharing it with fresh modules (this).
 */
vi.resetModules();
