// Why this exists: the one entry point to the wire contract; the only server code that client-demo and
// tests import.
export * from './enums.ts';
export * from './consult.schema.ts';
export * from './clinician.schema.ts';
export type * from './events.ts';
