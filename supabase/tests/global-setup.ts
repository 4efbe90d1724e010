// One PostgreSQL server for the whole run with the project migrated once on it; every test file copies its own database.
export { default } from '@campus-hostel/emulators/testing/global-setup';
