// ra-language-spanish 1.0 ships no types: a nested map of texts, like every react-admin language.
declare module 'ra-language-spanish' {
    import type { StringMap } from 'react-admin';

    const messages: { ra: StringMap };
    export default messages;
}
