import { categorias } from './catalogo/categorias';
import type { Recurso } from './common/recurso';

/**
 * The screens built as one folder each: App.tsx mounts a <Resource> per entry and the i18n
 * provider serves their texts. Their place in the sidebar is still written in layout/menuItems.ts,
 * which keeps spec §2's order in one list.
 */
export const RECURSOS: Recurso[] = [categorias];
