export { LoadError } from './LoadError';
export { PaginaProhibida } from './PaginaProhibida';
export { failureText, isForbidden, refusalOr, SIN_PERMISO } from './refusal';
