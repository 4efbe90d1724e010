// The product's fixed application types, as the application form offers them and the admin list filters by them.
import { CheckedValues } from '@campus-hostel/contracts/database-types';

/** The migration's CHECK on application_table.application_type, in its order. */
export const APPLICATION_TYPES = CheckedValues.application_table.application_type;
