// What the global setups hand to every suite of the run (vitest's provide and inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL; suites call createDatabase(url) for a database of their own. */
    postgresUrl: string;
    /** A database on that server with the project's migrations and seed, for createProjectDatabase() to copy. */
    projectTemplate: string;
    /** A database on that server with the platform alone (roles, auth, storage), for createPlatformDatabase() to copy. */
    platformTemplate: string;
    /** A PGlite data folder with the project's migrations and seed, when the run's setup made one (copyProjectPglite). */
    projectPglite?: string;
    /** A PGlite data folder with the platform alone (roles, auth, storage), for suites with their own migrations. */
    platformPglite?: string;
  }
}

export {};
