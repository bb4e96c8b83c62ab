import { ID } from 'type-graphql';
import { z } from 'zod';
import { absentIfNull, bodyOf, idInput, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { PrequalCycleType, PrequalFormSetType, PrequalListItemType, PrequalPriorityEnum, toPrequalFormSetView, toRestBegunView } from '../prequal/index.js';

/** An optional text (an instance, a company's id): GraphQL's null and REST's absence both mean "not given". */
const optionalText = absentIfNull(z.string().optional());

/** The first of a body's and a query's values that is a text and not blank (REST takes either). */
const givenText = (...values: unknown[]) => values.map(textOf).find((t) => t?.trim());

/**
 * Staff actions on a company's cycle (specification section 7); ids in paths are the company's. The priority,
 * the submitted date and "Delete forms?" are checked in prequal-staff.service.ts, Start Renewal in the
 * prequal-renewal module's service; each service also holds the company to the caller (companyFor).
 * Contract in docs/api/prequal-staff.md.
 */
export const prequalStaffOperations = {
  // A department review table cell: the roles that work that table (the reviewer included) set it.
  setPrequalPriority: operation({
    access: 'prequal.departmentDecide',
    description: "The newest cycle's priority in the department review table.",
    // The service reads the priority (trimmed, any case) and names it in its field error.
    input: z.object({ vendorId: idInput, priority: z.unknown() }),
    run: ({ services, actor, input }) => services.prequalStaff.setPriority(actor, input.vendorId, input.priority),
    graphql: { kind: 'mutation', returns: () => PrequalListItemType, args: { vendorId: arg(() => ID), priority: arg(() => PrequalPriorityEnum) } },
    rest: { method: 'put', path: '/vendor/prequal/:vendorId/priority' },
  }),

  setPrequalSubmittedAt: operation({
    access: 'prequal.editSubmissionDate',
    description: "A cycle's submitted date: required, within one year before to one year after today (BAD_USER_INPUT with fieldErrors.submittedAt).",
    // The date is checked in the service (submittedDateOf), whose messages are the specification's.
    input: z.object({ vendorId: idInput, instance: optionalText, submittedAt: z.unknown() }),
    run: ({ services, actor, input }) => services.prequalStaff.setSubmittedAt(actor, input.vendorId, { instance: input.instance, submittedAt: input.submittedAt }),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalCycleType,
      args: { vendorId: arg(() => ID), instance: arg(() => String), submittedAt: arg(() => Date) },
    },
    rest: {
      method: 'patch',
      path: '/vendor/prequal/:vendorId/submitted-at',
      input: (req) => ({
        vendorId: req.params.vendorId,
        instance: givenText(bodyOf(req).instance, req.query.instance),
        submittedAt: bodyOf(req).submittedAt,
      }),
    },
  }),

  deletePrequalForms: operation({
    access: 'prequal.review',
    description:
      "Deletes an in-progress cycle's three forms and the cycle; the company goes back to NOT_STARTED, or AWAITING_RENEWAL when it has an earlier completed cycle.",
    // Both may be missing over REST: the service answers which one is required.
    input: z.object({ vendorId: optionalText, instance: optionalText }),
    run: ({ services, actor, input }) => services.prequalStaff.deleteForms(actor, input.vendorId, input.instance),
    graphql: { kind: 'mutation', returns: () => Boolean, args: { vendorId: arg(() => ID), instance: arg(() => String) } },
    rest: {
      method: 'delete',
      path: '/vendor/prequal',
      input: (req) => ({
        vendorId: givenText(bodyOf(req).vendorId, req.query.vendorId),
        instance: givenText(bodyOf(req).instance, req.query.instance),
      }),
      answer: (deleted) => ({ deleted }),
    },
  }),

  startRenewal: operation({
    access: 'prequal.review',
    description:
      "Start Renewal: from COMPLETED or AWAITING_RENEWAL, a new cycle in progress on the newest templates, pre-filled with the last completed cycle's answers that still fit.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.prequalRenewal.startRenewal(actor, input.vendorId),
    graphql: { kind: 'mutation', returns: () => PrequalFormSetType, args: { vendorId: arg(() => ID) }, answer: toPrequalFormSetView },
    rest: { method: 'put', path: '/vendor/prequal/renewal/:vendorId', answer: toRestBegunView },
  }),
};
