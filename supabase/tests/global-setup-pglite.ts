// The project migrated once on PGlite for the whole run; every test file on PGlite copies its data folder.
export { default } from '@campus-hostel/emulators/testing/global-setup-pglite';
