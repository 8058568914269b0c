export { LoadError } from './LoadError';
export { failureText, isForbidden, refusalOr, SIN_PERMISO } from './refusal';
