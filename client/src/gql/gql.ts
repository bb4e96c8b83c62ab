/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n": typeof types.PortalConfigDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.RegistrationFormDocument,
    "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n": typeof types.RegistrationFormFieldsFragmentDoc,
    "\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": typeof types.SavePrequalFormForVendorDocument,
    "\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": typeof types.SubmitPrequalFormsForVendorDocument,
    "\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.AdminReviewDocument,
    "\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n": typeof types.DeletePrequalFormsDocument,
    "\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n": typeof types.DeleteRegistrationDraftDocument,
    "\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.DepartmentDecisionDocument,
    "\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.FinalDecisionDocument,
    "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n      }\n    }\n  }\n": typeof types.CompanyPrequalFormsDocument,
    "\n  query PendingAccounts($search: String, $page: Int!, $limit: Int!) {\n    pendingAccounts(search: $search, page: $page, limit: $limit) {\n      totalCount\n      users {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        profilePic\n        companyName\n      }\n    }\n  }\n": typeof types.PendingAccountsDocument,
    "\n  query PrequalList(\n    $status: String!\n    $finalApprovalStatus: String\n    $search: String\n    $page: Int\n    $limit: Int\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    prequalList(\n      status: $status\n      finalApprovalStatus: $finalApprovalStatus\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      total\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n": typeof types.PrequalListDocument,
    "\n  query Registrations(\n    $status: RegistrationStatus!\n    $search: String\n    $page: Int!\n    $limit: Int!\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    registrations(\n      status: $status\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      totalCount\n      vendors {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.RegistrationsDocument,
    "\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n": typeof types.RenewalChangesDocument,
    "\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n": typeof types.SuggestedLimitsDocument,
    "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n": typeof types.PrequalRowFieldsFragmentDoc,
    "\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.SetFinancialLimitsDocument,
    "\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.SetMitigationPlansDocument,
    "\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n": typeof types.SetPrequalPriorityDocument,
    "\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n": typeof types.SetRegistrationStatusDocument,
    "\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n": typeof types.SetUserPriorityDocument,
    "\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n": typeof types.SetUserRegistrationStatusDocument,
    "\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n": typeof types.StartRenewalDocument,
    "\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.UpdateRegistrationDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n": typeof types.SendDraftLinkDocument,
    "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!) {\n    signUp(accountNumber: $accountNumber, input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n    }\n  }\n": typeof types.VerifyTaxIdDocument,
    "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": typeof types.FormTemplateDocument,
    "\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n": typeof types.SafetyFormEmployeeCountDocument,
    "\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": typeof types.SaveFormTemplateDocument,
    "\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n": typeof types.SetSafetyFormEmployeeCountDocument,
    "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.UpdateGeneralInfoDocument,
    "\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n": typeof types.LimitRuleBasesDocument,
    "\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": typeof types.LimitRulesDocument,
    "\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": typeof types.SaveLimitRulesDocument,
    "\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n": typeof types.PrequalFormsDocument,
    "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n": typeof types.PrequalFormFieldsFragmentDoc,
    "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n  }\n": typeof types.PrequalFormSetFieldsFragmentDoc,
    "\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n": typeof types.SavePrequalFormDocument,
    "\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n": typeof types.SubmitPrequalFormsDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n": typeof types.SaveRegistrationDraftDocument,
    "\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.SubmitRegistrationDocument,
    "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n": typeof types.BeginPrequalDocument,
    "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n": typeof types.VendorOverviewDocument,
    "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n": typeof types.SetEmployeeCountDocument,
};
const documents: Documents = {
    "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n": types.PortalConfigDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n": types.RegistrationFormDocument,
    "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n": types.RegistrationFormFieldsFragmentDoc,
    "\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": types.SavePrequalFormForVendorDocument,
    "\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": types.SubmitPrequalFormsForVendorDocument,
    "\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n": types.AdminReviewDocument,
    "\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n": types.DeletePrequalFormsDocument,
    "\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n": types.DeleteRegistrationDraftDocument,
    "\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n": types.DepartmentDecisionDocument,
    "\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n": types.FinalDecisionDocument,
    "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n      }\n    }\n  }\n": types.CompanyPrequalFormsDocument,
    "\n  query PendingAccounts($search: String, $page: Int!, $limit: Int!) {\n    pendingAccounts(search: $search, page: $page, limit: $limit) {\n      totalCount\n      users {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        profilePic\n        companyName\n      }\n    }\n  }\n": types.PendingAccountsDocument,
    "\n  query PrequalList(\n    $status: String!\n    $finalApprovalStatus: String\n    $search: String\n    $page: Int\n    $limit: Int\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    prequalList(\n      status: $status\n      finalApprovalStatus: $finalApprovalStatus\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      total\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n": types.PrequalListDocument,
    "\n  query Registrations(\n    $status: RegistrationStatus!\n    $search: String\n    $page: Int!\n    $limit: Int!\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    registrations(\n      status: $status\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      totalCount\n      vendors {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n": types.RegistrationsDocument,
    "\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n": types.RenewalChangesDocument,
    "\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n": types.SuggestedLimitsDocument,
    "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n": types.PrequalRowFieldsFragmentDoc,
    "\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n": types.SetFinancialLimitsDocument,
    "\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n": types.SetMitigationPlansDocument,
    "\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n": types.SetPrequalPriorityDocument,
    "\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n": types.SetRegistrationStatusDocument,
    "\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n": types.SetUserPriorityDocument,
    "\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n": types.SetUserRegistrationStatusDocument,
    "\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n": types.StartRenewalDocument,
    "\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.UpdateRegistrationDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n": types.SendDraftLinkDocument,
    "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!) {\n    signUp(accountNumber: $accountNumber, input: $input) {\n      success\n      message\n    }\n  }\n": types.SignUpDocument,
    "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n    }\n  }\n": types.VerifyTaxIdDocument,
    "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n    }\n  }\n": types.DashboardDocument,
    "\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": types.FormTemplateDocument,
    "\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n": types.SafetyFormEmployeeCountDocument,
    "\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": types.SaveFormTemplateDocument,
    "\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n": types.SetSafetyFormEmployeeCountDocument,
    "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.UpdateGeneralInfoDocument,
    "\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n": types.LimitRuleBasesDocument,
    "\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": types.LimitRulesDocument,
    "\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": types.SaveLimitRulesDocument,
    "\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n": types.PrequalFormsDocument,
    "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n": types.PrequalFormFieldsFragmentDoc,
    "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n  }\n": types.PrequalFormSetFieldsFragmentDoc,
    "\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n": types.SavePrequalFormDocument,
    "\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n": types.SubmitPrequalFormsDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n": types.SaveRegistrationDraftDocument,
    "\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.SubmitRegistrationDocument,
    "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n": types.BeginPrequalDocument,
    "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n": types.VendorOverviewDocument,
    "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n": types.SetEmployeeCountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n"): (typeof documents)["\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n"): (typeof documents)["\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n"): (typeof documents)["\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingAccounts($search: String, $page: Int!, $limit: Int!) {\n    pendingAccounts(search: $search, page: $page, limit: $limit) {\n      totalCount\n      users {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        profilePic\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingAccounts($search: String, $page: Int!, $limit: Int!) {\n    pendingAccounts(search: $search, page: $page, limit: $limit) {\n      totalCount\n      users {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        profilePic\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrequalList(\n    $status: String!\n    $finalApprovalStatus: String\n    $search: String\n    $page: Int\n    $limit: Int\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    prequalList(\n      status: $status\n      finalApprovalStatus: $finalApprovalStatus\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      total\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrequalList(\n    $status: String!\n    $finalApprovalStatus: String\n    $search: String\n    $page: Int\n    $limit: Int\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    prequalList(\n      status: $status\n      finalApprovalStatus: $finalApprovalStatus\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      total\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Registrations(\n    $status: RegistrationStatus!\n    $search: String\n    $page: Int!\n    $limit: Int!\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    registrations(\n      status: $status\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      totalCount\n      vendors {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Registrations(\n    $status: RegistrationStatus!\n    $search: String\n    $page: Int!\n    $limit: Int!\n    $sortField: String\n    $sortOrder: SortOrder\n  ) {\n    registrations(\n      status: $status\n      search: $search\n      page: $page\n      limit: $limit\n      sortField: $sortField\n      sortOrder: $sortOrder\n    ) {\n      totalCount\n      vendors {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n"): (typeof documents)["\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n"): (typeof documents)["\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!) {\n    signUp(accountNumber: $accountNumber, input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!) {\n    signUp(accountNumber: $accountNumber, input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n    }\n  }\n"): (typeof documents)["\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n"): (typeof documents)["\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n"): (typeof documents)["\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n"): (typeof documents)["\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n"): (typeof documents)["\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n"): (typeof documents)["\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n"): (typeof documents)["\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n  }\n"): (typeof documents)["\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n"): (typeof documents)["\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n"): (typeof documents)["\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n"): (typeof documents)["\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;