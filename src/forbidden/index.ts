export { LoadError } from './LoadError';
export { failureText, isForbidden, SIN_PERMISO } from './refusal';
