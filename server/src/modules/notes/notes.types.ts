import { Field, ID, ObjectType } from 'type-graphql';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST } from './notes-list.js';

@ObjectType('CompanyNote', { description: 'A staff note on a company (the Notes tab).' })
export class CompanyNoteType {
  @Field(() => ID) noteId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) notes!: string;
  @Field(() => String, { description: 'The name of the user who wrote it.' }) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
}

export const CompanyNotePageType = pageType('CompanyNotePage', () => CompanyNoteType, 'Newest first by default.');
export const CompanyNotesListOptions = listOptionsType('CompanyNotes', COMPANY_NOTES_LIST);

@ObjectType('CompanyComment', { description: "A staff comment on a company (the Main tab's Comments)." })
export class CompanyCommentType {
  @Field(() => ID) commentId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) commentText!: string;
  @Field(() => String, { description: 'The name of the user who wrote it.' }) commentedBy!: string;
  @Field(() => Date) commentDate!: Date;
}

export const CompanyCommentPageType = pageType('CompanyCommentPage', () => CompanyCommentType, 'Newest first by default.');
export const CompanyCommentsListOptions = listOptionsType('CompanyComments', COMPANY_COMMENTS_LIST);
