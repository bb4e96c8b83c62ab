import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput, objectOf } from '../../operations/input.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { INSURANCE_LIST, type InsuranceListRow } from './insurance-list.js';
import { InsuranceListOptions, InsuranceListPageType } from './insurance-list.types.js';
import { insuranceListInput } from './insurance.service.js';
import { InsuranceComplianceType, InsurancePolicyInputType, InsurancePolicyType, InsuranceRequirementInputType, InsuranceRequirementType } from './insurance.types.js';

/**
 * Insurance as records (beyond the specification; docs/insurance.md): a company's policies, their compliance with
 * the requirement profile, and the profile. The policy and the profile are parsed in the service with the schemas of
 * common/src/validation/insurance.ts, whose field errors name the field (`limits.0.amount`).
 */
export const insuranceOperations = {
  // The CSV route before any route with a parameter in its place.
  exportInsuranceList: operation({
    access: 'insurance.list',
    description: 'The insurance list as CSV, with its current status, search and sort: every row, streamed.',
    input: insuranceListInput,
    run: async ({ services, input }) => services.insurance.exportList(input),
    rest: listCsvBinding(INSURANCE_LIST, '/insurance/compliance/export.csv'),
  }),

  insuranceList: operation({
    access: 'insurance.list',
    description: 'Companies with insurance policies by compliance (status COMPLIANT | GAPS | LAPSED), soonest next expiry first; sortField: nextExpiry.',
    input: insuranceListInput,
    run: ({ services, input }) => services.insurance.list(input),
    graphql: listQueryBinding(InsuranceListOptions, InsuranceListPageType),
    rest: listRestBinding(INSURANCE_LIST, '/insurance/compliance', ({ items, totalCount }: ListPageResult<InsuranceListRow>) => ({ data: items, totalCount })),
  }),

  insurancePolicies: operation({
    access: 'insurance.read',
    description: "A company's insurance policies (vendors: their own company's).",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.insurance.policies(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => [InsurancePolicyType], args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/vendors/:vendorId/insurance/policies', answer: (policies) => ({ policies }) },
  }),

  insuranceCompliance: operation({
    access: 'insurance.read',
    description: "A company's policies against the requirement profile today: meets requirements, or the gaps.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.insurance.compliance(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => InsuranceComplianceType, args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/vendors/:vendorId/insurance/compliance' },
  }),

  addInsurancePolicy: operation({
    access: 'insurance.manage',
    description: "Adds a policy read from one of the company's stored certificates of insurance.",
    input: z.object({ vendorId: idInput, policy: z.unknown() }),
    run: ({ services, actor, input }) => services.insurance.addPolicy(actor, input.vendorId, input.policy),
    graphql: { kind: 'mutation', returns: () => InsurancePolicyType, args: { vendorId: arg(() => ID), policy: arg(() => InsurancePolicyInputType) } },
    rest: {
      method: 'post',
      path: '/vendors/:vendorId/insurance/policies',
      status: 201,
      input: (req) => ({ vendorId: req.params.vendorId, policy: objectOf(req.body) }),
    },
  }),

  updateInsurancePolicy: operation({
    access: 'insurance.manage',
    description: "Replaces a policy's fields (a company's admin: while its forms are not yet submitted).",
    input: z.object({ policyId: idInput, policy: z.unknown() }),
    run: ({ services, actor, input }) => services.insurance.updatePolicy(actor, input.policyId, input.policy),
    graphql: { kind: 'mutation', returns: () => InsurancePolicyType, args: { policyId: arg(() => ID), policy: arg(() => InsurancePolicyInputType) } },
    rest: { method: 'put', path: '/insurance/policies/:policyId', input: (req) => ({ policyId: req.params.policyId, policy: objectOf(req.body) }) },
  }),

  removeInsurancePolicy: operation({
    access: 'insurance.manage',
    description: 'Removes a policy (a company admin: while its forms are not yet submitted); answers the removed policy.',
    input: z.object({ policyId: idInput }),
    run: ({ services, actor, input }) => services.insurance.removePolicy(actor, input.policyId),
    graphql: { kind: 'mutation', returns: () => InsurancePolicyType, args: { policyId: arg(() => ID) } },
    rest: { method: 'delete', path: '/insurance/policies/:policyId' },
  }),

  insuranceRequirements: operation({
    access: 'insurance.read',
    description: 'The requirement profile: each required coverage with its minimum limits and flags.',
    input: z.object({}),
    run: ({ services, actor }) => services.insurance.requirements(actor),
    graphql: { kind: 'query', returns: () => [InsuranceRequirementType], args: {} },
    rest: { method: 'get', path: '/insurance/requirements', answer: (requirements) => ({ requirements }) },
  }),

  saveInsuranceRequirements: operation({
    access: 'insurance.requirements',
    description: "Replaces the requirement profile; every company's compliance is checked again.",
    input: z.object({ requirements: z.unknown() }),
    run: ({ services, actor, input }) => services.insurance.saveRequirements(actor, input.requirements),
    graphql: { kind: 'mutation', returns: () => [InsuranceRequirementType], args: { requirements: arg(() => [InsuranceRequirementInputType]) } },
    rest: {
      method: 'put',
      path: '/admin/insurance-requirements',
      input: (req) => ({ requirements: objectOf(req.body).requirements }),
      answer: (requirements) => ({ requirements }),
    },
  }),

  projectInsuranceRequirements: operation({
    access: 'insurance.list',
    description: "A project's own insurance requirements: what it asks beyond the builder's profile of the companies assigned to it.",
    input: z.object({ projectId: idInput }),
    run: ({ services, actor, input }) => services.insurance.projectRequirements(actor, input.projectId),
    graphql: { kind: 'query', returns: () => [InsuranceRequirementType], args: { projectId: arg(() => ID) } },
    rest: { method: 'get', path: '/projects/:projectId/insurance-requirements', answer: (requirements) => ({ requirements }) },
  }),

  saveProjectInsuranceRequirements: operation({
    access: 'insurance.requirements',
    description: "Replaces a project's insurance requirements (empty: nothing beyond the builder's); its companies' compliance is checked again.",
    input: z.object({ projectId: idInput, requirements: z.unknown() }),
    run: ({ services, actor, input }) => services.insurance.saveProjectRequirements(actor, input.projectId, input.requirements),
    graphql: {
      kind: 'mutation',
      returns: () => [InsuranceRequirementType],
      args: { projectId: arg(() => ID), requirements: arg(() => [InsuranceRequirementInputType]) },
    },
    rest: {
      method: 'put',
      path: '/admin/projects/:projectId/insurance-requirements',
      input: (req) => ({ projectId: req.params.projectId, requirements: objectOf(req.body).requirements }),
      answer: (requirements) => ({ requirements }),
    },
  }),
};
