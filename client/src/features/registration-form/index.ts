// What other features may use of the registration form: the form in its four modes, the general-info editor
// built on it, and its query. Everything else in this folder is the form's own (eslint.config.js keeps it so).
export { RegistrationForm, type RegistrationFormHandle, type RegistrationSaveHandler } from './registration-form';
export { GeneralInfoEditor } from './general-info-editor';
export { REGISTRATION_FORM_QUERY, useRegistrationForm } from './api/get-registration-form';
export type { LoadedRegistration, RegistrationFiles } from './form-values';
