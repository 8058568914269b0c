// STUB — being completed by the i18n work: every ra.* key of ra-language-english in Spanish.
import spanish from 'ra-language-spanish';

export const raSpanish = spanish as unknown as { ra: Record<string, unknown> };
