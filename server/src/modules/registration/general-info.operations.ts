import { ID } from 'type-graphql';
import { idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { erpIdEditOfReadBody, IF_MATCH, withVersionTag } from '../companies/index.js';
import { companyFormArgs, companyFormSave, saveFromArgs, saveWriteOf } from './company-form/company-form.args.js';
import { companyFormBody, formOf } from './company-form/company-form.rest.js';
import { toRegistrationView, VendorRegistrationType } from './company-form/company-form.types.js';

/**
 * General info (vendor specification, General Info; PATCH vendors/{id} with source=generalInfo): an approved
 * company's profile, edited by its company admin or the staff who edit company detail, through the company form.
 * The body is JSON or multipart with the two documents; the version loaded goes along as a `version` field or
 * If-Match (a stale one answers 409) and the answer carries the new one as its ETag. A body naming hb_erpid is the
 * company page's ERP id edit: a JSON one is matched first by the companies module's route of the same path, a
 * multipart one is handed to it once read (erpIdEditOfReadBody).
 */
export const generalInfoOperations = {
  updateGeneralInfo: operation({
    access: 'generalInfo.update',
    description:
      'General info (source=generalInfo): relaxed validation; taxId and companyName cannot change. VENDOR_ADMIN of the company, or internal roles that may edit company detail.',
    input: companyFormSave.extend({ vendorId: idInput }),
    run: async ({ services, actor, input }) => toRegistrationView(await services.generalInfo.update(actor, input.vendorId, await saveWriteOf(input))),
    graphql: {
      kind: 'mutation',
      returns: () => VendorRegistrationType,
      args: companyFormArgs(arg(() => ID)),
      input: (a) => ({ ...saveFromArgs(a), vendorId: a.vendorId }),
    },
    rest: {
      method: 'patch',
      path: '/vendors/:vendorId',
      before: [companyFormBody, ...erpIdEditOfReadBody],
      headers: [IF_MATCH],
      input: (req) => ({ ...formOf(req), vendorId: req.params.vendorId }),
      answer: (view, req) => withVersionTag(req, view),
    },
  }),
};
