import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ApprovalLetterView } from './approval-letter.service.js';

@ObjectType('ApprovalLetter', { description: "A completed cycle's approval letter (PDF): download it from url with the caller's credentials." })
export class ApprovalLetterType implements ApprovalLetterView {
  @Field(() => ID) fileId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'The cycle (instance) it approves, e.g. 2026-11.' }) instance!: string;
  @Field(() => ID) prequalId!: string;
  @Field(() => String, { description: 'GET /files/{fileId}/content: the PDF.' }) url!: string;
}
