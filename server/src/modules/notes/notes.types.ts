import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CompanyNote', { description: 'A staff note on a company (the Notes tab).' })
export class CompanyNoteType {
  @Field(() => ID) noteId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) notes!: string;
  @Field(() => String, { description: 'The name of the user who wrote it.' }) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('CompanyNotePage')
export class CompanyNotePageType {
  @Field(() => [CompanyNoteType], { description: 'Newest first.' }) notes!: CompanyNoteType[];
  @Field(() => Int) totalCount!: number;
}

@ObjectType('CompanyComment', { description: "A staff comment on a company (the Main tab's Comments)." })
export class CompanyCommentType {
  @Field(() => ID) commentId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) commentText!: string;
  @Field(() => String, { description: 'The name of the user who wrote it.' }) commentedBy!: string;
  @Field(() => Date) commentDate!: Date;
}

@ObjectType('CompanyCommentPage')
export class CompanyCommentPageType {
  @Field(() => [CompanyCommentType], { description: 'Newest first.' }) comments!: CompanyCommentType[];
  @Field(() => Int) totalCount!: number;
}
