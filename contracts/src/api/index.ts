// The HTTP API's contract: each route declared once (route.ts), with the bodies the server validates with and the
// answers the client parses with.
export * from './admin';
export * from './allotments';
export * from './all-routes';
export * from './errors';
export * from './fees';
export * from './mess-bills';
export * from './fields';
export * from './health';
export * from './json-depth';
export * from './leave';
export * from './mess';
export * from './mess-menus';
export * from './mess-counter';
export * from './notices';
export * from './office';
export * from './payments';
export * from './people';
export * from './student-record';
export * from './recovery';
export * from './roommates';
export * from './rooms';
export * from './route';
export * from './selection';
export * from './waiting-room';
export * from './waitlist';
