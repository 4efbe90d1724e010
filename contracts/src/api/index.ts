// The HTTP API's contract: request bodies the server validates with, answers the client parses with.
export * from './admin';
export * from './errors';
export * from './fields';
export * from './json-depth';
export * from './office';
export * from './payments';
export * from './people';
export * from './recovery';
export * from './roommates';
export * from './rooms';
export * from './selection';
export * from './waiting-room';
export * from './waitlist';
