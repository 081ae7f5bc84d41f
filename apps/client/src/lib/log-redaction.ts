/**
 * The redaction rules the logger applies in production, in a module of their own so the first
 * page does not carry them: the logger loads this when it starts, and holds entries logged
 * before it arrives until they can be redacted.
 */
export { redactText, redactValue } from '@atrium/schema';
