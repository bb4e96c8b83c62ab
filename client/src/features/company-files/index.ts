// What other features may use of a company's files: the table with its dialogs (upload, rename, expiry,
// preview, versions). Everything else in this folder is the table's own (eslint.config.js keeps it so).
export { CompanyFilesTable } from './company-files-table';
