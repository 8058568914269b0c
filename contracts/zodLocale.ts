import { z } from 'zod';

// Zod's own messages (for rules without a message of ours) in Spanish, on the server and in
// the forms alike. Imported once by each side's entry point.
z.config(z.locales.es());
