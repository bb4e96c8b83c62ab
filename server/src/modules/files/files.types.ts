import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { FILE_LIST, FOLDER_LIST, type FolderListRow } from './file-lists.js';
import { EXPIRY_STATUSES, type ExpiryStatus, type FileVersionView, type FileView } from './file-views.js';
import { UPLOADED_AREAS, type UploadedArea } from './stored-file.entity.js';

export const UploadedAreaEnum = asEnum(UPLOADED_AREAS);
export const ExpiryStatusEnum = asEnum(EXPIRY_STATUSES);
registerEnumType(UploadedAreaEnum, { name: 'UploadedArea' });
registerEnumType(ExpiryStatusEnum, { name: 'ExpiryStatus', description: 'EXPIRED: the expiry date has passed; EXPIRING_SOON: it falls within 30 days.' });

/** One version of a document: each keeps its own content, name and upload date. */
@ObjectType('FileVersion')
export class FileVersionType implements FileVersionView {
  @Field(() => ID) fileId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: 'Read with the bearer token (GET /api/v1/files/{fileId}/content).' }) fileUrl!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
  @Field(() => String) uploadedBy!: string;
  @Field(() => Date, { description: 'When this version was uploaded.' }) uploadedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When a newer version replaced it; null for the current one.' }) replacedAt!: Date | null;
  @Field(() => Boolean) current!: boolean;
}

/** A stored file of a company (specification: File), as the file managers show it. */
@ObjectType('CompanyFile')
export class CompanyFileType implements FileView {
  @Field(() => ID) fileId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: 'Read with the bearer token (GET /api/v1/files/{fileId}/content); for a link, ask fileViewLink.' })
  fileUrl!: string;
  @Field(() => UploadedAreaEnum) uploadedArea!: UploadedArea;
  @Field(() => String, { nullable: true }) uploadedCategory!: string | null;
  @Field(() => String, { description: 'The upper-cased extension of the name (PDF), or FILE.' }) fileType!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
  @Field(() => String) uploadedBy!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The document expiry date, YYYY-MM-DD (beyond the specification).' }) expiresAt!: string | null;
  @Field(() => ExpiryStatusEnum, { nullable: true }) expiryStatus!: ExpiryStatus | null;
  @Field(() => Boolean, { description: 'Whether the file managers preview it in the page (PDF or image).' }) previewable!: boolean;
  @Field(() => Boolean, { description: "Whether this is its document's current version; an earlier one is kept as it was." }) current!: boolean;
  @Field(() => [FileVersionType], { description: 'Every version of this document, newest first, with its upload date (this one included).' })
  versions!: FileVersionType[];
}

export const CompanyFilePageType = pageType('CompanyFilePage', () => CompanyFileType);
export const VendorFilesListOptions = listOptionsType('VendorFiles', FILE_LIST);

/** A folder of the admin file manager: an approved company. */
@ObjectType('FileFolder')
export class FileFolderType implements FolderListRow {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Int) fileCount!: number;
}

export const FileFolderPageType = pageType('FileFolderPage', () => FileFolderType);
export const FileFoldersListOptions = listOptionsType('FileFolders', FOLDER_LIST);

/** A link that opens one file for a few minutes, without the session (GET /api/v1/s3files/view). */
@ObjectType('FileViewLink')
export class FileViewLinkType {
  @Field(() => String) url!: string;
  @Field(() => Date) expiresAt!: Date;
}
