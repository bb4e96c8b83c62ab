import { Int } from 'type-graphql';
import { z } from 'zod';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../../graphql/upload.js';
import { arg, type GraphQLArg } from '../../../operations/operation.js';
import type { IncomingFile } from '../../../uploads/incoming-file.js';
import type { CompanyFormInput, RegistrationWrite } from './company-form.service.js';
import { RegistrationInput } from './company-form.types.js';

const VERSION_DESCRIPTION =
  "The company's `version` as loaded. When it is no longer the stored one the save is refused with CONFLICT (extensions.fieldErrors.version) and nothing is written. Leave it out to save regardless (older clients).";

/**
 * The GraphQL arguments of a company-form save: the company (`vendorId`, as the save names it), the form, its two
 * documents (Upload) and the version the caller loaded.
 */
export const companyFormArgs = (vendorId: GraphQLArg): Record<string, GraphQLArg> => ({
  vendorId,
  input: arg(() => RegistrationInput),
  w9File: arg(() => GraphQLUpload, { nullable: true }),
  generalContractReferencesDocument: arg(() => GraphQLUpload, { nullable: true }),
  version: arg(() => Int, { nullable: true, description: VERSION_DESCRIPTION }),
});

/**
 * A company-form save as both transports pass it: the form's values are parsed by CompanyFormService with the form's
 * schema for the save's mode (a draft, a submit and general info each have their rules), so here they are only an
 * object; the documents are GraphQL's Upload (a promise) or the multipart reader's files.
 */
export const companyFormSave = z.object({
  input: z.custom<CompanyFormInput>((v) => !!v && typeof v === 'object' && !Array.isArray(v)),
  uploads: z.object({ w9File: z.unknown(), generalContractReferencesDocument: z.unknown() }),
  expectedVersion: z.number().int().nullish(),
});

/** The save from GraphQL's arguments (the form is an input object, the documents Upload values). */
export function saveFromArgs(a: Record<string, unknown>): z.input<typeof companyFormSave> {
  return {
    // GraphQL has checked the field types; the service parses the values with the form's schema.
    input: { ...(a.input as object) } as CompanyFormInput,
    uploads: { w9File: a.w9File, generalContractReferencesDocument: a.generalContractReferencesDocument },
    expectedVersion: a.version as number | null | undefined,
  };
}

/** The service's write: the documents read (a GraphQL Upload is a promise of the file). */
export async function saveWriteOf(save: z.output<typeof companyFormSave>): Promise<Omit<RegistrationWrite, 'vendorId'>> {
  const file = async (u: unknown) => (await resolveUpload(u as UploadArg)) as IncomingFile | null;
  return {
    input: save.input,
    uploads: { w9File: await file(save.uploads.w9File), generalContractReferencesDocument: await file(save.uploads.generalContractReferencesDocument) },
    expectedVersion: save.expectedVersion ?? null,
  };
}
