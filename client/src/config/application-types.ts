// The application types of the spec, as the application form offers them and the admin list filters by them.
import type { ApplicationType } from '../lib/database.types';

export const APPLICATION_TYPES: readonly ApplicationType[] = ['Room Change', 'Hostel Change', 'Other'];
