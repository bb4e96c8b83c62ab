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
    "\n  query ApprovedCompanyOptions($limit: Int!) {\n    companies(options: { mode: \"approved\", page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n": typeof types.ApprovedCompanyOptionsDocument,
    "\n  query CompanyAssignedProjects($vendorId: ID!) {\n    companyProjects(vendorId: $vendorId) {\n      vendorId\n      projects {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.CompanyAssignedProjectsDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query ActivityPeople($search: String) {\n    internalUsers(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n      }\n    }\n    users(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n        companyName\n      }\n    }\n  }\n": typeof types.ActivityPeopleDocument,
    "\n  query AuditLogs($options: AuditLogsListOptions) {\n    auditLogs(options: $options) {\n      totalCount\n      items {\n        logId\n        entityType\n        entityTypeLabel\n        action\n        actionLabel\n        performedBy\n        performedAt\n        changes {\n          field\n          from\n          to\n          value\n        }\n      }\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": typeof types.SavePrequalFormForVendorDocument,
    "\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": typeof types.SubmitPrequalFormsForVendorDocument,
    "\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.AdminReviewDocument,
    "\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n": typeof types.DeletePrequalFormsDocument,
    "\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n": typeof types.DeleteRegistrationDraftDocument,
    "\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.DepartmentDecisionDocument,
    "\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.FinalDecisionDocument,
    "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n        answersHidden\n      }\n    }\n  }\n": typeof types.CompanyPrequalFormsDocument,
    "\n  query PendingAccounts($options: PendingAccountsListOptions) {\n    pendingAccounts(options: $options) {\n      totalCount\n      # The user lists' one page shape names its rows items.\n      users: items {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        roleOnApproval\n        profilePic\n        companyName\n      }\n    }\n  }\n": typeof types.PendingAccountsDocument,
    "\n  query PrequalList($options: PrequalListOptions) {\n    prequalList(options: $options) {\n      totalCount\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n": typeof types.PrequalListDocument,
    "\n  query Registrations($options: RegistrationsListOptions!) {\n    registrations(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.RegistrationsDocument,
    "\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n": typeof types.RenewalChangesDocument,
    "\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n": typeof types.SuggestedLimitsDocument,
    "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    overdueBusinessDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n      overdueBusinessDays\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n": typeof types.PrequalRowFieldsFragmentDoc,
    "\n  mutation SaveDepartmentForm($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    saveDepartmentForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": typeof types.SaveDepartmentFormDocument,
    "\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.SetFinancialLimitsDocument,
    "\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n": typeof types.SetMitigationPlansDocument,
    "\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n": typeof types.SetPrequalPriorityDocument,
    "\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n": typeof types.SetRegistrationStatusDocument,
    "\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n": typeof types.SetUserPriorityDocument,
    "\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n": typeof types.SetUserRegistrationStatusDocument,
    "\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n": typeof types.StartRenewalDocument,
    "\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.UpdateRegistrationDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    apiKeyId\n    name\n    prefix\n    permissions\n    vendorId\n    companyName\n    expiresAt\n    requestsPerMinute\n    createdBy\n    createdAt\n    rotatedAt\n    previousSecretExpiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($apiKeyId: ID!) {\n    revokeApiKey(apiKeyId: $apiKeyId) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation RotateApiKey($apiKeyId: ID!, $graceHours: Float) {\n    rotateApiKey(apiKeyId: $apiKeyId, graceHours: $graceHours) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.RotateApiKeyDocument,
    "\n  query ApprovalLetter($vendorId: ID) {\n    approvalLetter(vendorId: $vendorId) {\n      fileId\n      fileName\n      size\n      instance\n    }\n  }\n": typeof types.ApprovalLetterDocument,
    "\n  query ApprovalLetterLink($fileId: ID!) {\n    fileViewLink(fileId: $fileId) {\n      url\n    }\n  }\n": typeof types.ApprovalLetterLinkDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n      message\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation LoginMfa($mfaToken: String!, $code: String!) {\n    loginMfa(mfaToken: $mfaToken, code: $code) {\n      accessToken\n    }\n  }\n": typeof types.LoginMfaDocument,
    "\n  mutation SsoLogin($ssoToken: String!) {\n    ssoLogin(ssoToken: $ssoToken) {\n      accessToken\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": typeof types.SsoLoginDocument,
    "\n  mutation SignInTotpSetup($mfaToken: String!) {\n    signInTotpSetup(mfaToken: $mfaToken) {\n      secret\n      qrCode\n    }\n  }\n": typeof types.SignInTotpSetupDocument,
    "\n  mutation SignInTotpConfirm($mfaToken: String!, $code: String!) {\n    signInTotpConfirm(mfaToken: $mfaToken, code: $code) {\n      recoveryCodes\n      session {\n        accessToken\n      }\n    }\n  }\n": typeof types.SignInTotpConfirmDocument,
    "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n": typeof types.SendDraftLinkDocument,
    "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!, $taxId: String) {\n    signUp(accountNumber: $accountNumber, input: $input, taxId: $taxId) {\n      success\n      message\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n      crmAccounts {\n        companyName\n        accountId\n      }\n      isRegistrationRejected\n    }\n  }\n": typeof types.VerifyTaxIdDocument,
    "\n  query BackgroundJobs($options: BackgroundJobsListOptions) {\n    backgroundJobs(options: $options) {\n      totalCount\n      items {\n        id\n        queue\n        state\n        retryCount\n        retryLimit\n        createdOn\n        startedOn\n        completedOn\n        startAfter\n        error\n        summary\n        requestId\n      }\n    }\n  }\n": typeof types.BackgroundJobsDocument,
    "\n  query QueueCounts {\n    queueCounts {\n      queue\n      queued\n      running\n      retrying\n      failed\n      completed\n    }\n  }\n": typeof types.QueueCountsDocument,
    "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id) {\n      id\n      state\n      retryCount\n      retryLimit\n    }\n  }\n": typeof types.RetryJobDocument,
    "\n  fragment InvitationBatchFields on CompanyInvitationBatch {\n    invitedCount\n    counts {\n      invite\n      alreadyRegistered\n      draftExists\n      duplicateInFile\n      invalid\n    }\n    rows {\n      rowNumber\n      taxId\n      companyName\n      contactEmail\n      outcome\n      reason\n      field\n      existingStatus\n      existingCompanyName\n    }\n  }\n": typeof types.InvitationBatchFieldsFragmentDoc,
    "\n  mutation PreviewCompanyInvitations($file: Upload!) {\n    previewCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n": typeof types.PreviewCompanyInvitationsDocument,
    "\n  mutation SendCompanyInvitations($file: Upload!) {\n    sendCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n": typeof types.SendCompanyInvitationsDocument,
    "\n  mutation DeleteCompany($vendorId: ID!) {\n    deleteCompany(vendorId: $vendorId) {\n      success\n      message\n      vendorId\n    }\n  }\n": typeof types.DeleteCompanyDocument,
    "\n  query CompanyProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n": typeof types.CompanyProjectOptionsDocument,
    "\n  query Companies($options: CompaniesListOptions) {\n    companies(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactName\n        primaryContactEmail\n        registrationStatus\n        prequalStatus\n        prequalScore\n        insurance\n        qualifications\n        associatedProjects {\n          projectId\n          projectName\n        }\n      }\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  mutation SetCompanyProjects($vendorId: ID!, $action: ProjectAction!, $projectIds: [ID!]!) {\n    setCompanyProjects(vendorId: $vendorId, action: $action, projectIds: $projectIds) {\n      projectId\n      projectName\n    }\n  }\n": typeof types.SetCompanyProjectsDocument,
    "\n  mutation AddCompanyComment($vendorId: ID!, $comment: String!) {\n    addCompanyComment(vendorId: $vendorId, comment: $comment) {\n      commentId\n    }\n  }\n": typeof types.AddCompanyCommentDocument,
    "\n  mutation DeleteCompanyComment($commentId: ID!) {\n    deleteCompanyComment(commentId: $commentId) {\n      commentId\n    }\n  }\n": typeof types.DeleteCompanyCommentDocument,
    "\n  mutation AddCompanyNote($vendorId: ID!, $notes: String!) {\n    addCompanyNote(vendorId: $vendorId, notes: $notes) {\n      noteId\n    }\n  }\n": typeof types.AddCompanyNoteDocument,
    "\n  mutation DeleteCompanyNote($noteId: ID!) {\n    deleteCompanyNote(noteId: $noteId) {\n      noteId\n    }\n  }\n": typeof types.DeleteCompanyNoteDocument,
    "\n  mutation AddParentAccount($accountId: String!, $otherAccountId: String!) {\n    addParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": typeof types.AddParentAccountDocument,
    "\n  mutation AddChildAccount($accountId: String!, $otherAccountId: String!) {\n    addChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": typeof types.AddChildAccountDocument,
    "\n  mutation RemoveParentAccount($accountId: String!, $otherAccountId: String!) {\n    removeParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": typeof types.RemoveParentAccountDocument,
    "\n  mutation RemoveChildAccount($accountId: String!, $otherAccountId: String!) {\n    removeChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": typeof types.RemoveChildAccountDocument,
    "\n  query ApprovedCompanyLookup($search: String, $limit: Int) {\n    companies(options: { mode: \"approved\", search: $search, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        accountId\n        companyName\n        taxId\n      }\n    }\n  }\n": typeof types.ApprovedCompanyLookupDocument,
    "\n  query CompanyComments($vendorId: ID!, $options: CompanyCommentsListOptions) {\n    companyComments(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        commentId\n        vendorId\n        commentText\n        commentedBy\n        commentDate\n      }\n    }\n  }\n": typeof types.CompanyCommentsDocument,
    "\n  query CompanyDetail($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      accountId\n      companyName\n      primaryContactFirstName\n      primaryContactLastName\n      primaryContactEmail\n      primaryContactOfficePhone\n      primaryContactCellPhone\n      registrationStatus\n      prequalStatus\n    }\n  }\n": typeof types.CompanyDetailDocument,
    "\n  query CompanyNotes($vendorId: ID!, $options: CompanyNotesListOptions) {\n    companyNotes(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        noteId\n        vendorId\n        notes\n        createdBy\n        createdAt\n      }\n    }\n  }\n": typeof types.CompanyNotesDocument,
    "\n  query CompanyProfile($vendorId: ID!) {\n    companyProfile(vendorId: $vendorId) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n      crmSync {\n        vendorId\n        status\n        syncedAt\n        message\n        error\n      }\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  query CompanyCycleForms($vendorId: ID!, $instance: String!) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      forms {\n        id\n        category\n        status\n        fields\n        answersHidden\n      }\n    }\n  }\n": typeof types.CompanyCycleFormsDocument,
    "\n  query CompanyPrequalHistory($vendorId: ID!) {\n    prequalHistory(vendorId: $vendorId) {\n      prequalId\n      vendorId\n      instance\n      year\n      month\n      prequalStatus\n      finalStatus\n      commentText\n      submittedAt\n      expiresAt\n      categoryStatuses {\n        formId\n        category\n        status\n        mitigationPlan\n        commentText\n        aggregateLimit\n        singleLimit\n        bondingLimit\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n": typeof types.CompanyPrequalHistoryDocument,
    "\n  fragment RelatedAccountsFields on RelatedAccounts {\n    parentAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n    childAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n  }\n": typeof types.RelatedAccountsFieldsFragmentDoc,
    "\n  query RelatedAccounts($accountId: String!) {\n    relatedAccounts(accountId: $accountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": typeof types.RelatedAccountsDocument,
    "\n  mutation SetCompanyErpId($vendorId: ID!, $hbErpid: String) {\n    setCompanyErpId(vendorId: $vendorId, hb_erpid: $hbErpid) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n    }\n  }\n": typeof types.SetCompanyErpIdDocument,
    "\n  mutation SetCycleSubmittedAt($vendorId: ID!, $instance: String!, $submittedAt: DateTimeISO!) {\n    setPrequalSubmittedAt(vendorId: $vendorId, instance: $instance, submittedAt: $submittedAt) {\n      prequalId\n      instance\n      submittedAt\n    }\n  }\n": typeof types.SetCycleSubmittedAtDocument,
    "\n  mutation CompanyStartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": typeof types.CompanyStartRenewalDocument,
    "\n  mutation CompanyBeginPrequal($vendorId: ID!) {\n    beginPrequal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": typeof types.CompanyBeginPrequalDocument,
    "\n  mutation SyncCompanyToCrm($vendorId: ID!) {\n    syncCompanyToCrm(vendorId: $vendorId) {\n      vendorId\n      status\n    }\n  }\n": typeof types.SyncCompanyToCrmDocument,
    "\n  mutation RenameFile($fileId: ID!, $newName: String!) {\n    renameFile(fileId: $fileId, newName: $newName) {\n      fileId\n      fileName\n      fileType\n    }\n  }\n": typeof types.RenameFileDocument,
    "\n  mutation DeleteFile($fileId: ID!) {\n    deleteFile(fileId: $fileId)\n  }\n": typeof types.DeleteFileDocument,
    "\n  mutation SetFileExpiry($fileId: ID!, $expiresAt: String) {\n    setFileExpiry(fileId: $fileId, expiresAt: $expiresAt) {\n      fileId\n      expiresAt\n      expiryStatus\n    }\n  }\n": typeof types.SetFileExpiryDocument,
    "\n  query FileViewLink($fileId: ID!, $mode: String) {\n    fileViewLink(fileId: $fileId, mode: $mode) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.FileViewLinkDocument,
    "\n  query CompanyFiles($vendorId: ID!, $options: VendorFilesListOptions) {\n    vendorFiles(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        fileId\n        vendorId\n        fileName\n        fileType\n        uploadedArea\n        size\n        uploadedBy\n        updatedAt\n        expiresAt\n        expiryStatus\n        previewable\n        versions {\n          fileId\n          fileName\n          uploadedBy\n          uploadedAt\n          replacedAt\n          current\n        }\n      }\n    }\n  }\n": typeof types.CompanyFilesDocument,
    "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      departments {\n        key\n        label\n        pending\n        categories {\n          key\n          label\n          pending\n        }\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n      expiringDocuments\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query WaitingTooLong($page: Int, $limit: Int) {\n    stalledVendors {\n      vendorId\n      companyName\n      days\n    }\n    overdueReviews(page: $page, limit: $limit) {\n      businessDays\n      totalCount\n      stages {\n        key\n        label\n        count\n        longest\n      }\n      reviews {\n        vendorId\n        companyName\n        instance\n        stageKey\n        stageLabel\n        businessDays\n      }\n    }\n  }\n": typeof types.WaitingTooLongDocument,
    "\n  query FileFolders($options: FileFoldersListOptions) {\n    fileFolders(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        fileCount\n      }\n    }\n  }\n": typeof types.FileFoldersDocument,
    "\n  query FileFolder($vendorId: ID!) {\n    fileFolder(vendorId: $vendorId) {\n      vendorId\n      companyName\n      fileCount\n    }\n  }\n": typeof types.FileFolderDocument,
    "\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": typeof types.FormTemplateDocument,
    "\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n": typeof types.SafetyFormEmployeeCountDocument,
    "\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": typeof types.SaveFormTemplateDocument,
    "\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n": typeof types.SetSafetyFormEmployeeCountDocument,
    "\n  query FinancialRatios($vendorId: ID!) {\n    financialRatios(vendorId: $vendorId) {\n      vendorId\n      instance\n      currentRatio {\n        ...MetricFields\n      }\n      workingCapital {\n        ...MetricFields\n      }\n      debtToEquity {\n        ...MetricFields\n      }\n      backlogToBonding {\n        ...MetricFields\n      }\n      revenue {\n        ...MetricFields\n      }\n      revenueTrend {\n        name\n        direction\n        explanation\n      }\n    }\n  }\n": typeof types.FinancialRatiosDocument,
    "\n  query SafetyMetrics($vendorId: ID!) {\n    safetyMetrics(vendorId: $vendorId) {\n      vendorId\n      instance\n      category\n      naics\n      tolerance\n      years {\n        year\n        label\n        hoursWorked\n        recordableCases\n        daysAwayCases\n        restrictedCases\n        fatalities\n        warnings\n        trir {\n          ...MetricFields\n        }\n        dart {\n          ...MetricFields\n        }\n        ltir {\n          ...MetricFields\n        }\n        emr {\n          ...MetricFields\n        }\n        typedTrir {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n        typedDart {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n      }\n      trends {\n        name\n        direction\n        explanation\n      }\n      industry {\n        naics\n        companyNaics\n        industry\n        trir\n        dart\n        figures {\n          rate\n          value\n          naics\n          industry\n          year\n          url\n        }\n        source {\n          name\n          url\n          year\n        }\n      }\n    }\n  }\n": typeof types.SafetyMetricsDocument,
    "\n  fragment MetricFields on Metric {\n    name\n    label\n    value\n    display\n    reason\n    formula\n    expression\n    inputs {\n      key\n      label\n      value\n    }\n  }\n": typeof types.MetricFieldsFragmentDoc,
    "\n  mutation AddInsurancePolicy($vendorId: ID!, $policy: InsurancePolicyInput!) {\n    addInsurancePolicy(vendorId: $vendorId, policy: $policy) {\n      id\n    }\n  }\n": typeof types.AddInsurancePolicyDocument,
    "\n  mutation UpdateInsurancePolicy($policyId: ID!, $policy: InsurancePolicyInput!) {\n    updateInsurancePolicy(policyId: $policyId, policy: $policy) {\n      id\n    }\n  }\n": typeof types.UpdateInsurancePolicyDocument,
    "\n  mutation RemoveInsurancePolicy($policyId: ID!) {\n    removeInsurancePolicy(policyId: $policyId) {\n      id\n    }\n  }\n": typeof types.RemoveInsurancePolicyDocument,
    "\n  query InsuranceCertificateFiles($vendorId: ID!) {\n    vendorFiles(vendorId: $vendorId, options: { limit: 200, sortField: \"updatedAt\", sortOrder: DESC }) {\n      items {\n        fileId\n        fileName\n      }\n    }\n  }\n": typeof types.InsuranceCertificateFilesDocument,
    "\n  query CompanyInsurance($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n    insurancePolicies(vendorId: $vendorId) {\n      id\n      vendorId\n      coverage\n      carrier\n      policyNumber\n      effectiveDate\n      expiryDate\n      limits {\n        key\n        label\n        amount\n      }\n      statutory\n      additionalInsured\n      waiverOfSubrogation\n      certificateFileId\n      certificateFileName\n    }\n  }\n": typeof types.CompanyInsuranceDocument,
    "\n  fragment InsuranceComplianceFields on InsuranceCompliance {\n    vendorId\n    status\n    label\n    gaps\n    nextExpiry\n    hasPolicies\n  }\n": typeof types.InsuranceComplianceFieldsFragmentDoc,
    "\n  query InsuranceComplianceOf($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n  }\n": typeof types.InsuranceComplianceOfDocument,
    "\n  query InsuranceList($options: InsuranceComplianceListOptions) {\n    insuranceList(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        prequalStatus\n        status\n        gaps\n        nextExpiry\n      }\n    }\n  }\n": typeof types.InsuranceListDocument,
    "\n  query InsuranceGapCounts {\n    gaps: insuranceList(options: { status: GAPS, limit: 1 }) {\n      totalCount\n    }\n    lapsed: insuranceList(options: { status: LAPSED, limit: 1 }) {\n      totalCount\n    }\n  }\n": typeof types.InsuranceGapCountsDocument,
    "\n  fragment InsuranceRequirementFields on InsuranceRequirement {\n    coverage\n    minimums {\n      key\n      label\n      amount\n    }\n    statutory\n    additionalInsured\n    waiverOfSubrogation\n  }\n": typeof types.InsuranceRequirementFieldsFragmentDoc,
    "\n  query InsuranceRequirements {\n    insuranceRequirements {\n      ...InsuranceRequirementFields\n    }\n  }\n": typeof types.InsuranceRequirementsDocument,
    "\n  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {\n    saveInsuranceRequirements(requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n": typeof types.SaveInsuranceRequirementsDocument,
    "\n  query ProjectInsuranceRequirements($projectId: ID!) {\n    projectInsuranceRequirements(projectId: $projectId) {\n      ...InsuranceRequirementFields\n    }\n  }\n": typeof types.ProjectInsuranceRequirementsDocument,
    "\n  mutation SaveProjectInsuranceRequirements($projectId: ID!, $requirements: [InsuranceRequirementInput!]!) {\n    saveProjectInsuranceRequirements(projectId: $projectId, requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n": typeof types.SaveProjectInsuranceRequirementsDocument,
    "\n  query InsuranceProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n": typeof types.InsuranceProjectOptionsDocument,
    "\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n": typeof types.LimitRuleBasesDocument,
    "\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": typeof types.LimitRulesDocument,
    "\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": typeof types.SaveLimitRulesDocument,
    "\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n": typeof types.PrequalFormsDocument,
    "\n  query StoredFileName($fileId: ID!) {\n    companyFile(fileId: $fileId) {\n      fileId\n      fileName\n    }\n  }\n": typeof types.StoredFileNameDocument,
    "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n": typeof types.PrequalFormFieldsFragmentDoc,
    "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n    returned {\n      comment\n    }\n  }\n": typeof types.PrequalFormSetFieldsFragmentDoc,
    "\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n": typeof types.SavePrequalFormDocument,
    "\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n": typeof types.SubmitPrequalFormsDocument,
    "\n  query PrequalScore($vendorId: ID!) {\n    prequalScore(vendorId: $vendorId) {\n      vendorId\n      instance\n      score\n      listedScore\n      factors {\n        key\n        label\n        value\n        points\n        weight\n        maxPoints\n        source\n        rule\n        missing\n        withheld\n        inputs {\n          key\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.PrequalScoreDocument,
    "\n  query ScoreWeights {\n    scoreWeights {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n": typeof types.ScoreWeightsDocument,
    "\n  mutation SetScoreWeights($weights: JSON!) {\n    setScoreWeights(weights: $weights) {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n": typeof types.SetScoreWeightsDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation RemoveProfilePicture($userId: ID!) {\n    removeProfilePicture(userId: $userId) {\n      userId\n      profilePic\n    }\n  }\n": typeof types.RemoveProfilePictureDocument,
    "\n  query MfaStatus {\n    mfaStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.MfaStatusDocument,
    "\n  mutation TotpSetup {\n    totpSetup {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": typeof types.TotpSetupDocument,
    "\n  mutation TotpConfirm($code: String!) {\n    totpConfirm(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.TotpConfirmDocument,
    "\n  mutation TotpDisable($code: String!, $password: String) {\n    totpDisable(code: $code, password: $password)\n  }\n": typeof types.TotpDisableDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadProfilePicture($userId: ID!, $file: Upload!) {\n    uploadProfilePicture(userId: $userId, file: $file) {\n      userId\n      profilePic\n    }\n  }\n": typeof types.UploadProfilePictureDocument,
    "\n  query ProjectCompanyOptions($limit: Int!) {\n    registrations(options: { status: APPROVED, page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n": typeof types.ProjectCompanyOptionsDocument,
    "\n  query CrmOpportunities($options: CrmOpportunitiesListOptions) {\n    crmOpportunities(options: $options) {\n      totalCount\n      skiptoken\n      items {\n        opportunityId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        imported\n      }\n    }\n  }\n": typeof types.CrmOpportunitiesDocument,
    "\n  query Projects($options: ProjectsListOptions) {\n    projects(options: $options) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        projectVendorMappings {\n          vendorId\n          companyName\n        }\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  mutation ImportProjects($opportunityIds: [ID!]!) {\n    importProjects(opportunityIds: $opportunityIds) {\n      message\n      projects {\n        projectId\n      }\n    }\n  }\n": typeof types.ImportProjectsDocument,
    "\n  mutation SetProjectCompanies($projectId: ID!, $action: ProjectAction!, $vendorIds: [ID!]!) {\n    setProjectCompanies(projectId: $projectId, action: $action, vendorIds: $vendorIds) {\n      projectId\n      projectVendorMappings {\n        vendorId\n        companyName\n      }\n    }\n  }\n": typeof types.SetProjectCompaniesDocument,
    "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.RegistrationFormDocument,
    "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    naicsCode\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n": typeof types.RegistrationFormFieldsFragmentDoc,
    "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.UpdateGeneralInfoDocument,
    "\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n": typeof types.SaveRegistrationDraftDocument,
    "\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": typeof types.SubmitRegistrationDocument,
    "\n  query OverdueReviewDays {\n    overdueReviews {\n      businessDays\n    }\n  }\n": typeof types.OverdueReviewDaysDocument,
    "\n  mutation SetOverdueReviewDays($businessDays: Int!) {\n    setOverdueReviewDays(businessDays: $businessDays)\n  }\n": typeof types.SetOverdueReviewDaysDocument,
    "\n  mutation CreateCompanyUser($vendorId: ID!, $input: CompanyUserInput!) {\n    createCompanyUser(vendorId: $vendorId, input: $input) {\n      userId\n      email\n      registrationStatus\n    }\n  }\n": typeof types.CreateCompanyUserDocument,
    "\n  mutation CreateInternalUser($input: CreateInternalUserInput!) {\n    createInternalUser(input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n      isActive\n      lastLogin\n    }\n  }\n": typeof types.CreateInternalUserDocument,
    "\n  mutation DeleteUser($userId: ID!, $hardDelete: Boolean) {\n    deleteUser(userId: $userId, hardDelete: $hardDelete)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query CompanyUsers($options: UsersListOptions) {\n    users(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        role\n        companyName\n        vendorId\n        lastLogin\n        isCompanyAdmin\n        registrationStatus\n      }\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  query InternalUsers($options: InternalUsersListOptions) {\n    internalUsers(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        phone\n        role\n        roleName\n        isActive\n        lastLogin\n      }\n    }\n  }\n": typeof types.InternalUsersDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      userId\n      name\n      email\n      companyName\n      lastLogin\n      isCompanyAdmin\n      roleName\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query MfaPolicy {\n    mfaPolicy {\n      requireForInternal\n    }\n  }\n": typeof types.MfaPolicyDocument,
    "\n  mutation SetMfaPolicy($requireForInternal: Boolean!) {\n    setMfaPolicy(requireForInternal: $requireForInternal) {\n      requireForInternal\n    }\n  }\n": typeof types.SetMfaPolicyDocument,
    "\n  mutation SetCompanyAdmin($vendorId: ID!, $userId: ID!, $isVendorAdmin: Boolean!) {\n    setCompanyAdmin(vendorId: $vendorId, userId: $userId, isVendorAdmin: $isVendorAdmin) {\n      userId\n      isCompanyAdmin\n      role\n    }\n  }\n": typeof types.SetCompanyAdminDocument,
    "\n  mutation SetUserActive($userId: ID!, $isActive: Boolean!) {\n    setUserActive(userId: $userId, isActive: $isActive) {\n      userId\n      isActive\n    }\n  }\n": typeof types.SetUserActiveDocument,
    "\n  mutation SetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      userId\n    }\n  }\n": typeof types.SetUserPasswordDocument,
    "\n  mutation UpdateUser($userId: ID!, $input: UpdateUserInput!) {\n    updateUser(userId: $userId, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n": typeof types.BeginPrequalDocument,
    "\n  query VendorReturnNotice($vendorId: ID) {\n    prequalForms(vendorId: $vendorId) {\n      vendorId\n      instance\n      returned {\n        comment\n        questions {\n          tab\n          form\n          question\n          path\n          note\n        }\n      }\n    }\n  }\n": typeof types.VendorReturnNoticeDocument,
    "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n": typeof types.VendorOverviewDocument,
    "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n": typeof types.SetEmployeeCountDocument,
    "\n  mutation DeleteWebhookSubscription($id: ID!) {\n    deleteWebhookSubscription(id: $id)\n  }\n": typeof types.DeleteWebhookSubscriptionDocument,
    "\n  query WebhookDeliveries($subscriptionId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, page: $page, limit: $limit) {\n      totalCount\n      deliveries {\n        id\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastStatusCode\n        createdAt\n        tries {\n          id\n          attemptedAt\n          statusCode\n          durationMs\n          error\n          responseBody\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment WebhookSubscriptionFields on WebhookSubscription {\n    id\n    url\n    description\n    events\n    enabled\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n": typeof types.WebhookSubscriptionFieldsFragmentDoc,
    "\n  query WebhookSubscriptions {\n    webhookSubscriptions {\n      ...WebhookSubscriptionFields\n    }\n  }\n": typeof types.WebhookSubscriptionsDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!, $graceHours: Float) {\n    rotateWebhookSecret(id: $id, graceHours: $graceHours) {\n      secret\n      subscription {\n        id\n        updatedAt\n        previousSecretExpiresAt\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation CreateWebhookSubscription($input: WebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        ...WebhookSubscriptionFields\n      }\n    }\n  }\n": typeof types.CreateWebhookSubscriptionDocument,
    "\n  mutation UpdateWebhookSubscription($id: ID!, $input: WebhookSubscriptionPatch!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      ...WebhookSubscriptionFields\n    }\n  }\n": typeof types.UpdateWebhookSubscriptionDocument,
};
const documents: Documents = {
    "\n  query ApprovedCompanyOptions($limit: Int!) {\n    companies(options: { mode: \"approved\", page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n": types.ApprovedCompanyOptionsDocument,
    "\n  query CompanyAssignedProjects($vendorId: ID!) {\n    companyProjects(vendorId: $vendorId) {\n      vendorId\n      projects {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n      }\n    }\n  }\n": types.CompanyAssignedProjectsDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query ActivityPeople($search: String) {\n    internalUsers(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n      }\n    }\n    users(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n        companyName\n      }\n    }\n  }\n": types.ActivityPeopleDocument,
    "\n  query AuditLogs($options: AuditLogsListOptions) {\n    auditLogs(options: $options) {\n      totalCount\n      items {\n        logId\n        entityType\n        entityTypeLabel\n        action\n        actionLabel\n        performedBy\n        performedAt\n        changes {\n          field\n          from\n          to\n          value\n        }\n      }\n    }\n  }\n": types.AuditLogsDocument,
    "\n  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": types.SavePrequalFormForVendorDocument,
    "\n  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": types.SubmitPrequalFormsForVendorDocument,
    "\n  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {\n    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {\n      ...PrequalRowFields\n    }\n  }\n": types.AdminReviewDocument,
    "\n  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {\n    deletePrequalForms(vendorId: $vendorId, instance: $instance)\n  }\n": types.DeletePrequalFormsDocument,
    "\n  mutation DeleteRegistrationDraft($vendorId: ID!) {\n    deleteRegistrationDraft(vendorId: $vendorId)\n  }\n": types.DeleteRegistrationDraftDocument,
    "\n  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {\n    departmentDecision(vendorId: $vendorId, input: $input) {\n      ...PrequalRowFields\n    }\n  }\n": types.DepartmentDecisionDocument,
    "\n  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {\n    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {\n      ...PrequalRowFields\n    }\n  }\n": types.FinalDecisionDocument,
    "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n        answersHidden\n      }\n    }\n  }\n": types.CompanyPrequalFormsDocument,
    "\n  query PendingAccounts($options: PendingAccountsListOptions) {\n    pendingAccounts(options: $options) {\n      totalCount\n      # The user lists' one page shape names its rows items.\n      users: items {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        roleOnApproval\n        profilePic\n        companyName\n      }\n    }\n  }\n": types.PendingAccountsDocument,
    "\n  query PrequalList($options: PrequalListOptions) {\n    prequalList(options: $options) {\n      totalCount\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n": types.PrequalListDocument,
    "\n  query Registrations($options: RegistrationsListOptions!) {\n    registrations(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n": types.RegistrationsDocument,
    "\n  query RenewalChanges($vendorId: ID!) {\n    renewalChanges(vendorId: $vendorId) {\n      previousInstance\n      categories {\n        category\n        categoryChanged\n        changed\n        questions {\n          path\n          label\n          before\n          after\n        }\n        previousDecision {\n          formId\n          status\n          aggregateLimit\n          singleLimit\n          bondingLimit\n        }\n      }\n    }\n  }\n": types.RenewalChangesDocument,
    "\n  query SuggestedLimits($vendorId: ID!) {\n    suggestedLimits(vendorId: $vendorId) {\n      singleLimit\n      aggregateLimit\n      bondingLimit\n      explanations {\n        limit\n        rule\n        inputs\n        result\n        note\n      }\n    }\n  }\n": types.SuggestedLimitsDocument,
    "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    overdueBusinessDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n      overdueBusinessDays\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n": types.PrequalRowFieldsFragmentDoc,
    "\n  mutation SaveDepartmentForm($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    saveDepartmentForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n": types.SaveDepartmentFormDocument,
    "\n  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {\n    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {\n      ...PrequalRowFields\n    }\n  }\n": types.SetFinancialLimitsDocument,
    "\n  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {\n    setMitigationPlans(vendorId: $vendorId, plans: $plans) {\n      ...PrequalRowFields\n    }\n  }\n": types.SetMitigationPlansDocument,
    "\n  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {\n    setPrequalPriority(vendorId: $vendorId, priority: $priority) {\n      prequalId\n      priority\n    }\n  }\n": types.SetPrequalPriorityDocument,
    "\n  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {\n    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {\n      vendorId\n      registrationStatus\n    }\n  }\n": types.SetRegistrationStatusDocument,
    "\n  mutation SetUserPriority($userId: ID!, $priority: Priority!) {\n    setUserPriority(userId: $userId, priority: $priority) {\n      userId\n      priority\n    }\n  }\n": types.SetUserPriorityDocument,
    "\n  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {\n    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {\n      userId\n      registrationStatus\n    }\n  }\n": types.SetUserRegistrationStatusDocument,
    "\n  mutation StartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      instance\n    }\n  }\n": types.StartRenewalDocument,
    "\n  mutation UpdateRegistration(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateRegistration(\n      vendorId: $vendorId\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.UpdateRegistrationDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    apiKeyId\n    name\n    prefix\n    permissions\n    vendorId\n    companyName\n    expiresAt\n    requestsPerMinute\n    createdBy\n    createdAt\n    rotatedAt\n    previousSecretExpiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($apiKeyId: ID!) {\n    revokeApiKey(apiKeyId: $apiKeyId) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation RotateApiKey($apiKeyId: ID!, $graceHours: Float) {\n    rotateApiKey(apiKeyId: $apiKeyId, graceHours: $graceHours) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.RotateApiKeyDocument,
    "\n  query ApprovalLetter($vendorId: ID) {\n    approvalLetter(vendorId: $vendorId) {\n      fileId\n      fileName\n      size\n      instance\n    }\n  }\n": types.ApprovalLetterDocument,
    "\n  query ApprovalLetterLink($fileId: ID!) {\n    fileViewLink(fileId: $fileId) {\n      url\n    }\n  }\n": types.ApprovalLetterLinkDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n      message\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation LoginMfa($mfaToken: String!, $code: String!) {\n    loginMfa(mfaToken: $mfaToken, code: $code) {\n      accessToken\n    }\n  }\n": types.LoginMfaDocument,
    "\n  mutation SsoLogin($ssoToken: String!) {\n    ssoLogin(ssoToken: $ssoToken) {\n      accessToken\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": types.SsoLoginDocument,
    "\n  mutation SignInTotpSetup($mfaToken: String!) {\n    signInTotpSetup(mfaToken: $mfaToken) {\n      secret\n      qrCode\n    }\n  }\n": types.SignInTotpSetupDocument,
    "\n  mutation SignInTotpConfirm($mfaToken: String!, $code: String!) {\n    signInTotpConfirm(mfaToken: $mfaToken, code: $code) {\n      recoveryCodes\n      session {\n        accessToken\n      }\n    }\n  }\n": types.SignInTotpConfirmDocument,
    "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n": types.SendDraftLinkDocument,
    "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!, $taxId: String) {\n    signUp(accountNumber: $accountNumber, input: $input, taxId: $taxId) {\n      success\n      message\n    }\n  }\n": types.SignUpDocument,
    "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n      crmAccounts {\n        companyName\n        accountId\n      }\n      isRegistrationRejected\n    }\n  }\n": types.VerifyTaxIdDocument,
    "\n  query BackgroundJobs($options: BackgroundJobsListOptions) {\n    backgroundJobs(options: $options) {\n      totalCount\n      items {\n        id\n        queue\n        state\n        retryCount\n        retryLimit\n        createdOn\n        startedOn\n        completedOn\n        startAfter\n        error\n        summary\n        requestId\n      }\n    }\n  }\n": types.BackgroundJobsDocument,
    "\n  query QueueCounts {\n    queueCounts {\n      queue\n      queued\n      running\n      retrying\n      failed\n      completed\n    }\n  }\n": types.QueueCountsDocument,
    "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id) {\n      id\n      state\n      retryCount\n      retryLimit\n    }\n  }\n": types.RetryJobDocument,
    "\n  fragment InvitationBatchFields on CompanyInvitationBatch {\n    invitedCount\n    counts {\n      invite\n      alreadyRegistered\n      draftExists\n      duplicateInFile\n      invalid\n    }\n    rows {\n      rowNumber\n      taxId\n      companyName\n      contactEmail\n      outcome\n      reason\n      field\n      existingStatus\n      existingCompanyName\n    }\n  }\n": types.InvitationBatchFieldsFragmentDoc,
    "\n  mutation PreviewCompanyInvitations($file: Upload!) {\n    previewCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n": types.PreviewCompanyInvitationsDocument,
    "\n  mutation SendCompanyInvitations($file: Upload!) {\n    sendCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n": types.SendCompanyInvitationsDocument,
    "\n  mutation DeleteCompany($vendorId: ID!) {\n    deleteCompany(vendorId: $vendorId) {\n      success\n      message\n      vendorId\n    }\n  }\n": types.DeleteCompanyDocument,
    "\n  query CompanyProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n": types.CompanyProjectOptionsDocument,
    "\n  query Companies($options: CompaniesListOptions) {\n    companies(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactName\n        primaryContactEmail\n        registrationStatus\n        prequalStatus\n        prequalScore\n        insurance\n        qualifications\n        associatedProjects {\n          projectId\n          projectName\n        }\n      }\n    }\n  }\n": types.CompaniesDocument,
    "\n  mutation SetCompanyProjects($vendorId: ID!, $action: ProjectAction!, $projectIds: [ID!]!) {\n    setCompanyProjects(vendorId: $vendorId, action: $action, projectIds: $projectIds) {\n      projectId\n      projectName\n    }\n  }\n": types.SetCompanyProjectsDocument,
    "\n  mutation AddCompanyComment($vendorId: ID!, $comment: String!) {\n    addCompanyComment(vendorId: $vendorId, comment: $comment) {\n      commentId\n    }\n  }\n": types.AddCompanyCommentDocument,
    "\n  mutation DeleteCompanyComment($commentId: ID!) {\n    deleteCompanyComment(commentId: $commentId) {\n      commentId\n    }\n  }\n": types.DeleteCompanyCommentDocument,
    "\n  mutation AddCompanyNote($vendorId: ID!, $notes: String!) {\n    addCompanyNote(vendorId: $vendorId, notes: $notes) {\n      noteId\n    }\n  }\n": types.AddCompanyNoteDocument,
    "\n  mutation DeleteCompanyNote($noteId: ID!) {\n    deleteCompanyNote(noteId: $noteId) {\n      noteId\n    }\n  }\n": types.DeleteCompanyNoteDocument,
    "\n  mutation AddParentAccount($accountId: String!, $otherAccountId: String!) {\n    addParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": types.AddParentAccountDocument,
    "\n  mutation AddChildAccount($accountId: String!, $otherAccountId: String!) {\n    addChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": types.AddChildAccountDocument,
    "\n  mutation RemoveParentAccount($accountId: String!, $otherAccountId: String!) {\n    removeParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": types.RemoveParentAccountDocument,
    "\n  mutation RemoveChildAccount($accountId: String!, $otherAccountId: String!) {\n    removeChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": types.RemoveChildAccountDocument,
    "\n  query ApprovedCompanyLookup($search: String, $limit: Int) {\n    companies(options: { mode: \"approved\", search: $search, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        accountId\n        companyName\n        taxId\n      }\n    }\n  }\n": types.ApprovedCompanyLookupDocument,
    "\n  query CompanyComments($vendorId: ID!, $options: CompanyCommentsListOptions) {\n    companyComments(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        commentId\n        vendorId\n        commentText\n        commentedBy\n        commentDate\n      }\n    }\n  }\n": types.CompanyCommentsDocument,
    "\n  query CompanyDetail($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      accountId\n      companyName\n      primaryContactFirstName\n      primaryContactLastName\n      primaryContactEmail\n      primaryContactOfficePhone\n      primaryContactCellPhone\n      registrationStatus\n      prequalStatus\n    }\n  }\n": types.CompanyDetailDocument,
    "\n  query CompanyNotes($vendorId: ID!, $options: CompanyNotesListOptions) {\n    companyNotes(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        noteId\n        vendorId\n        notes\n        createdBy\n        createdAt\n      }\n    }\n  }\n": types.CompanyNotesDocument,
    "\n  query CompanyProfile($vendorId: ID!) {\n    companyProfile(vendorId: $vendorId) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n      crmSync {\n        vendorId\n        status\n        syncedAt\n        message\n        error\n      }\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  query CompanyCycleForms($vendorId: ID!, $instance: String!) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      forms {\n        id\n        category\n        status\n        fields\n        answersHidden\n      }\n    }\n  }\n": types.CompanyCycleFormsDocument,
    "\n  query CompanyPrequalHistory($vendorId: ID!) {\n    prequalHistory(vendorId: $vendorId) {\n      prequalId\n      vendorId\n      instance\n      year\n      month\n      prequalStatus\n      finalStatus\n      commentText\n      submittedAt\n      expiresAt\n      categoryStatuses {\n        formId\n        category\n        status\n        mitigationPlan\n        commentText\n        aggregateLimit\n        singleLimit\n        bondingLimit\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n": types.CompanyPrequalHistoryDocument,
    "\n  fragment RelatedAccountsFields on RelatedAccounts {\n    parentAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n    childAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n  }\n": types.RelatedAccountsFieldsFragmentDoc,
    "\n  query RelatedAccounts($accountId: String!) {\n    relatedAccounts(accountId: $accountId) {\n      ...RelatedAccountsFields\n    }\n  }\n": types.RelatedAccountsDocument,
    "\n  mutation SetCompanyErpId($vendorId: ID!, $hbErpid: String) {\n    setCompanyErpId(vendorId: $vendorId, hb_erpid: $hbErpid) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n    }\n  }\n": types.SetCompanyErpIdDocument,
    "\n  mutation SetCycleSubmittedAt($vendorId: ID!, $instance: String!, $submittedAt: DateTimeISO!) {\n    setPrequalSubmittedAt(vendorId: $vendorId, instance: $instance, submittedAt: $submittedAt) {\n      prequalId\n      instance\n      submittedAt\n    }\n  }\n": types.SetCycleSubmittedAtDocument,
    "\n  mutation CompanyStartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": types.CompanyStartRenewalDocument,
    "\n  mutation CompanyBeginPrequal($vendorId: ID!) {\n    beginPrequal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n": types.CompanyBeginPrequalDocument,
    "\n  mutation SyncCompanyToCrm($vendorId: ID!) {\n    syncCompanyToCrm(vendorId: $vendorId) {\n      vendorId\n      status\n    }\n  }\n": types.SyncCompanyToCrmDocument,
    "\n  mutation RenameFile($fileId: ID!, $newName: String!) {\n    renameFile(fileId: $fileId, newName: $newName) {\n      fileId\n      fileName\n      fileType\n    }\n  }\n": types.RenameFileDocument,
    "\n  mutation DeleteFile($fileId: ID!) {\n    deleteFile(fileId: $fileId)\n  }\n": types.DeleteFileDocument,
    "\n  mutation SetFileExpiry($fileId: ID!, $expiresAt: String) {\n    setFileExpiry(fileId: $fileId, expiresAt: $expiresAt) {\n      fileId\n      expiresAt\n      expiryStatus\n    }\n  }\n": types.SetFileExpiryDocument,
    "\n  query FileViewLink($fileId: ID!, $mode: String) {\n    fileViewLink(fileId: $fileId, mode: $mode) {\n      url\n      expiresAt\n    }\n  }\n": types.FileViewLinkDocument,
    "\n  query CompanyFiles($vendorId: ID!, $options: VendorFilesListOptions) {\n    vendorFiles(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        fileId\n        vendorId\n        fileName\n        fileType\n        uploadedArea\n        size\n        uploadedBy\n        updatedAt\n        expiresAt\n        expiryStatus\n        previewable\n        versions {\n          fileId\n          fileName\n          uploadedBy\n          uploadedAt\n          replacedAt\n          current\n        }\n      }\n    }\n  }\n": types.CompanyFilesDocument,
    "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      departments {\n        key\n        label\n        pending\n        categories {\n          key\n          label\n          pending\n        }\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n      expiringDocuments\n    }\n  }\n": types.DashboardDocument,
    "\n  query WaitingTooLong($page: Int, $limit: Int) {\n    stalledVendors {\n      vendorId\n      companyName\n      days\n    }\n    overdueReviews(page: $page, limit: $limit) {\n      businessDays\n      totalCount\n      stages {\n        key\n        label\n        count\n        longest\n      }\n      reviews {\n        vendorId\n        companyName\n        instance\n        stageKey\n        stageLabel\n        businessDays\n      }\n    }\n  }\n": types.WaitingTooLongDocument,
    "\n  query FileFolders($options: FileFoldersListOptions) {\n    fileFolders(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        fileCount\n      }\n    }\n  }\n": types.FileFoldersDocument,
    "\n  query FileFolder($vendorId: ID!) {\n    fileFolder(vendorId: $vendorId) {\n      vendorId\n      companyName\n      fileCount\n    }\n  }\n": types.FileFolderDocument,
    "\n  query FormTemplate($category: FormCategory!) {\n    formTemplate(category: $category) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": types.FormTemplateDocument,
    "\n  query SafetyFormEmployeeCount {\n    safetyFormEmployeeCount\n  }\n": types.SafetyFormEmployeeCountDocument,
    "\n  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {\n    saveFormTemplate(category: $category, fields: $fields) {\n      id\n      category\n      version\n      fields\n      createdAt\n      createdByName\n    }\n  }\n": types.SaveFormTemplateDocument,
    "\n  mutation SetSafetyFormEmployeeCount($value: Int!) {\n    setSafetyFormEmployeeCount(value: $value)\n  }\n": types.SetSafetyFormEmployeeCountDocument,
    "\n  query FinancialRatios($vendorId: ID!) {\n    financialRatios(vendorId: $vendorId) {\n      vendorId\n      instance\n      currentRatio {\n        ...MetricFields\n      }\n      workingCapital {\n        ...MetricFields\n      }\n      debtToEquity {\n        ...MetricFields\n      }\n      backlogToBonding {\n        ...MetricFields\n      }\n      revenue {\n        ...MetricFields\n      }\n      revenueTrend {\n        name\n        direction\n        explanation\n      }\n    }\n  }\n": types.FinancialRatiosDocument,
    "\n  query SafetyMetrics($vendorId: ID!) {\n    safetyMetrics(vendorId: $vendorId) {\n      vendorId\n      instance\n      category\n      naics\n      tolerance\n      years {\n        year\n        label\n        hoursWorked\n        recordableCases\n        daysAwayCases\n        restrictedCases\n        fatalities\n        warnings\n        trir {\n          ...MetricFields\n        }\n        dart {\n          ...MetricFields\n        }\n        ltir {\n          ...MetricFields\n        }\n        emr {\n          ...MetricFields\n        }\n        typedTrir {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n        typedDart {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n      }\n      trends {\n        name\n        direction\n        explanation\n      }\n      industry {\n        naics\n        companyNaics\n        industry\n        trir\n        dart\n        figures {\n          rate\n          value\n          naics\n          industry\n          year\n          url\n        }\n        source {\n          name\n          url\n          year\n        }\n      }\n    }\n  }\n": types.SafetyMetricsDocument,
    "\n  fragment MetricFields on Metric {\n    name\n    label\n    value\n    display\n    reason\n    formula\n    expression\n    inputs {\n      key\n      label\n      value\n    }\n  }\n": types.MetricFieldsFragmentDoc,
    "\n  mutation AddInsurancePolicy($vendorId: ID!, $policy: InsurancePolicyInput!) {\n    addInsurancePolicy(vendorId: $vendorId, policy: $policy) {\n      id\n    }\n  }\n": types.AddInsurancePolicyDocument,
    "\n  mutation UpdateInsurancePolicy($policyId: ID!, $policy: InsurancePolicyInput!) {\n    updateInsurancePolicy(policyId: $policyId, policy: $policy) {\n      id\n    }\n  }\n": types.UpdateInsurancePolicyDocument,
    "\n  mutation RemoveInsurancePolicy($policyId: ID!) {\n    removeInsurancePolicy(policyId: $policyId) {\n      id\n    }\n  }\n": types.RemoveInsurancePolicyDocument,
    "\n  query InsuranceCertificateFiles($vendorId: ID!) {\n    vendorFiles(vendorId: $vendorId, options: { limit: 200, sortField: \"updatedAt\", sortOrder: DESC }) {\n      items {\n        fileId\n        fileName\n      }\n    }\n  }\n": types.InsuranceCertificateFilesDocument,
    "\n  query CompanyInsurance($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n    insurancePolicies(vendorId: $vendorId) {\n      id\n      vendorId\n      coverage\n      carrier\n      policyNumber\n      effectiveDate\n      expiryDate\n      limits {\n        key\n        label\n        amount\n      }\n      statutory\n      additionalInsured\n      waiverOfSubrogation\n      certificateFileId\n      certificateFileName\n    }\n  }\n": types.CompanyInsuranceDocument,
    "\n  fragment InsuranceComplianceFields on InsuranceCompliance {\n    vendorId\n    status\n    label\n    gaps\n    nextExpiry\n    hasPolicies\n  }\n": types.InsuranceComplianceFieldsFragmentDoc,
    "\n  query InsuranceComplianceOf($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n  }\n": types.InsuranceComplianceOfDocument,
    "\n  query InsuranceList($options: InsuranceComplianceListOptions) {\n    insuranceList(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        prequalStatus\n        status\n        gaps\n        nextExpiry\n      }\n    }\n  }\n": types.InsuranceListDocument,
    "\n  query InsuranceGapCounts {\n    gaps: insuranceList(options: { status: GAPS, limit: 1 }) {\n      totalCount\n    }\n    lapsed: insuranceList(options: { status: LAPSED, limit: 1 }) {\n      totalCount\n    }\n  }\n": types.InsuranceGapCountsDocument,
    "\n  fragment InsuranceRequirementFields on InsuranceRequirement {\n    coverage\n    minimums {\n      key\n      label\n      amount\n    }\n    statutory\n    additionalInsured\n    waiverOfSubrogation\n  }\n": types.InsuranceRequirementFieldsFragmentDoc,
    "\n  query InsuranceRequirements {\n    insuranceRequirements {\n      ...InsuranceRequirementFields\n    }\n  }\n": types.InsuranceRequirementsDocument,
    "\n  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {\n    saveInsuranceRequirements(requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n": types.SaveInsuranceRequirementsDocument,
    "\n  query ProjectInsuranceRequirements($projectId: ID!) {\n    projectInsuranceRequirements(projectId: $projectId) {\n      ...InsuranceRequirementFields\n    }\n  }\n": types.ProjectInsuranceRequirementsDocument,
    "\n  mutation SaveProjectInsuranceRequirements($projectId: ID!, $requirements: [InsuranceRequirementInput!]!) {\n    saveProjectInsuranceRequirements(projectId: $projectId, requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n": types.SaveProjectInsuranceRequirementsDocument,
    "\n  query InsuranceProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n": types.InsuranceProjectOptionsDocument,
    "\n  query LimitRuleBases {\n    formTemplate(category: FINANCIAL) {\n      id\n      version\n      fields\n    }\n  }\n": types.LimitRuleBasesDocument,
    "\n  query LimitRules {\n    limitRules {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": types.LimitRulesDocument,
    "\n  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {\n    saveLimitRules(rules: $rules) {\n      id\n      limit\n      basis\n      multiplier\n      cap\n      description\n      position\n    }\n  }\n": types.SaveLimitRulesDocument,
    "\n  query PrequalForms($vendorId: ID, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      ...PrequalFormSetFields\n    }\n  }\n": types.PrequalFormsDocument,
    "\n  query StoredFileName($fileId: ID!) {\n    companyFile(fileId: $fileId) {\n      fileId\n      fileName\n    }\n  }\n": types.StoredFileNameDocument,
    "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n": types.PrequalFormFieldsFragmentDoc,
    "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n    returned {\n      comment\n    }\n  }\n": types.PrequalFormSetFieldsFragmentDoc,
    "\n  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {\n    savePrequalForm(instance: $instance, form: $form) {\n      ...PrequalFormFields\n    }\n  }\n": types.SavePrequalFormDocument,
    "\n  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {\n    submitPrequalForms(instance: $instance, forms: $forms) {\n      ...PrequalFormSetFields\n    }\n  }\n": types.SubmitPrequalFormsDocument,
    "\n  query PrequalScore($vendorId: ID!) {\n    prequalScore(vendorId: $vendorId) {\n      vendorId\n      instance\n      score\n      listedScore\n      factors {\n        key\n        label\n        value\n        points\n        weight\n        maxPoints\n        source\n        rule\n        missing\n        withheld\n        inputs {\n          key\n          label\n          value\n        }\n      }\n    }\n  }\n": types.PrequalScoreDocument,
    "\n  query ScoreWeights {\n    scoreWeights {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n": types.ScoreWeightsDocument,
    "\n  mutation SetScoreWeights($weights: JSON!) {\n    setScoreWeights(weights: $weights) {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n": types.SetScoreWeightsDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation RemoveProfilePicture($userId: ID!) {\n    removeProfilePicture(userId: $userId) {\n      userId\n      profilePic\n    }\n  }\n": types.RemoveProfilePictureDocument,
    "\n  query MfaStatus {\n    mfaStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.MfaStatusDocument,
    "\n  mutation TotpSetup {\n    totpSetup {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": types.TotpSetupDocument,
    "\n  mutation TotpConfirm($code: String!) {\n    totpConfirm(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.TotpConfirmDocument,
    "\n  mutation TotpDisable($code: String!, $password: String) {\n    totpDisable(code: $code, password: $password)\n  }\n": types.TotpDisableDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadProfilePicture($userId: ID!, $file: Upload!) {\n    uploadProfilePicture(userId: $userId, file: $file) {\n      userId\n      profilePic\n    }\n  }\n": types.UploadProfilePictureDocument,
    "\n  query ProjectCompanyOptions($limit: Int!) {\n    registrations(options: { status: APPROVED, page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n": types.ProjectCompanyOptionsDocument,
    "\n  query CrmOpportunities($options: CrmOpportunitiesListOptions) {\n    crmOpportunities(options: $options) {\n      totalCount\n      skiptoken\n      items {\n        opportunityId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        imported\n      }\n    }\n  }\n": types.CrmOpportunitiesDocument,
    "\n  query Projects($options: ProjectsListOptions) {\n    projects(options: $options) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        projectVendorMappings {\n          vendorId\n          companyName\n        }\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  mutation ImportProjects($opportunityIds: [ID!]!) {\n    importProjects(opportunityIds: $opportunityIds) {\n      message\n      projects {\n        projectId\n      }\n    }\n  }\n": types.ImportProjectsDocument,
    "\n  mutation SetProjectCompanies($projectId: ID!, $action: ProjectAction!, $vendorIds: [ID!]!) {\n    setProjectCompanies(projectId: $projectId, action: $action, vendorIds: $vendorIds) {\n      projectId\n      projectVendorMappings {\n        vendorId\n        companyName\n      }\n    }\n  }\n": types.SetProjectCompaniesDocument,
    "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n": types.RegistrationFormDocument,
    "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    naicsCode\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n": types.RegistrationFormFieldsFragmentDoc,
    "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.UpdateGeneralInfoDocument,
    "\n  mutation SaveRegistrationDraft(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    saveRegistrationDraft(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n      # Only the save that creates an anonymous draft answers its secret.\n      draftToken\n    }\n  }\n": types.SaveRegistrationDraftDocument,
    "\n  mutation SubmitRegistration(\n    $vendorId: ID\n    $draftToken: String\n    $version: Int\n    $input: RegistrationInput!\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    submitRegistration(\n      vendorId: $vendorId\n      draftToken: $draftToken\n      version: $version\n      input: $input\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n": types.SubmitRegistrationDocument,
    "\n  query OverdueReviewDays {\n    overdueReviews {\n      businessDays\n    }\n  }\n": types.OverdueReviewDaysDocument,
    "\n  mutation SetOverdueReviewDays($businessDays: Int!) {\n    setOverdueReviewDays(businessDays: $businessDays)\n  }\n": types.SetOverdueReviewDaysDocument,
    "\n  mutation CreateCompanyUser($vendorId: ID!, $input: CompanyUserInput!) {\n    createCompanyUser(vendorId: $vendorId, input: $input) {\n      userId\n      email\n      registrationStatus\n    }\n  }\n": types.CreateCompanyUserDocument,
    "\n  mutation CreateInternalUser($input: CreateInternalUserInput!) {\n    createInternalUser(input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n      isActive\n      lastLogin\n    }\n  }\n": types.CreateInternalUserDocument,
    "\n  mutation DeleteUser($userId: ID!, $hardDelete: Boolean) {\n    deleteUser(userId: $userId, hardDelete: $hardDelete)\n  }\n": types.DeleteUserDocument,
    "\n  query CompanyUsers($options: UsersListOptions) {\n    users(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        role\n        companyName\n        vendorId\n        lastLogin\n        isCompanyAdmin\n        registrationStatus\n      }\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  query InternalUsers($options: InternalUsersListOptions) {\n    internalUsers(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        phone\n        role\n        roleName\n        isActive\n        lastLogin\n      }\n    }\n  }\n": types.InternalUsersDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      userId\n      name\n      email\n      companyName\n      lastLogin\n      isCompanyAdmin\n      roleName\n    }\n  }\n": types.UserProfileDocument,
    "\n  query MfaPolicy {\n    mfaPolicy {\n      requireForInternal\n    }\n  }\n": types.MfaPolicyDocument,
    "\n  mutation SetMfaPolicy($requireForInternal: Boolean!) {\n    setMfaPolicy(requireForInternal: $requireForInternal) {\n      requireForInternal\n    }\n  }\n": types.SetMfaPolicyDocument,
    "\n  mutation SetCompanyAdmin($vendorId: ID!, $userId: ID!, $isVendorAdmin: Boolean!) {\n    setCompanyAdmin(vendorId: $vendorId, userId: $userId, isVendorAdmin: $isVendorAdmin) {\n      userId\n      isCompanyAdmin\n      role\n    }\n  }\n": types.SetCompanyAdminDocument,
    "\n  mutation SetUserActive($userId: ID!, $isActive: Boolean!) {\n    setUserActive(userId: $userId, isActive: $isActive) {\n      userId\n      isActive\n    }\n  }\n": types.SetUserActiveDocument,
    "\n  mutation SetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      userId\n    }\n  }\n": types.SetUserPasswordDocument,
    "\n  mutation UpdateUser($userId: ID!, $input: UpdateUserInput!) {\n    updateUser(userId: $userId, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n": types.BeginPrequalDocument,
    "\n  query VendorReturnNotice($vendorId: ID) {\n    prequalForms(vendorId: $vendorId) {\n      vendorId\n      instance\n      returned {\n        comment\n        questions {\n          tab\n          form\n          question\n          path\n          note\n        }\n      }\n    }\n  }\n": types.VendorReturnNoticeDocument,
    "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n": types.VendorOverviewDocument,
    "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n": types.SetEmployeeCountDocument,
    "\n  mutation DeleteWebhookSubscription($id: ID!) {\n    deleteWebhookSubscription(id: $id)\n  }\n": types.DeleteWebhookSubscriptionDocument,
    "\n  query WebhookDeliveries($subscriptionId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, page: $page, limit: $limit) {\n      totalCount\n      deliveries {\n        id\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastStatusCode\n        createdAt\n        tries {\n          id\n          attemptedAt\n          statusCode\n          durationMs\n          error\n          responseBody\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment WebhookSubscriptionFields on WebhookSubscription {\n    id\n    url\n    description\n    events\n    enabled\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n": types.WebhookSubscriptionFieldsFragmentDoc,
    "\n  query WebhookSubscriptions {\n    webhookSubscriptions {\n      ...WebhookSubscriptionFields\n    }\n  }\n": types.WebhookSubscriptionsDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!, $graceHours: Float) {\n    rotateWebhookSecret(id: $id, graceHours: $graceHours) {\n      secret\n      subscription {\n        id\n        updatedAt\n        previousSecretExpiresAt\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation CreateWebhookSubscription($input: WebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        ...WebhookSubscriptionFields\n      }\n    }\n  }\n": types.CreateWebhookSubscriptionDocument,
    "\n  mutation UpdateWebhookSubscription($id: ID!, $input: WebhookSubscriptionPatch!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      ...WebhookSubscriptionFields\n    }\n  }\n": types.UpdateWebhookSubscriptionDocument,
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
export function graphql(source: "\n  query ApprovedCompanyOptions($limit: Int!) {\n    companies(options: { mode: \"approved\", page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovedCompanyOptions($limit: Int!) {\n    companies(options: { mode: \"approved\", page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyAssignedProjects($vendorId: ID!) {\n    companyProjects(vendorId: $vendorId) {\n      vendorId\n      projects {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyAssignedProjects($vendorId: ID!) {\n    companyProjects(vendorId: $vendorId) {\n      vendorId\n      projects {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ActivityPeople($search: String) {\n    internalUsers(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n      }\n    }\n    users(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityPeople($search: String) {\n    internalUsers(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n      }\n    }\n    users(options: { search: $search, limit: 10 }) {\n      items {\n        userId\n        name\n        email\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs($options: AuditLogsListOptions) {\n    auditLogs(options: $options) {\n      totalCount\n      items {\n        logId\n        entityType\n        entityTypeLabel\n        action\n        actionLabel\n        performedBy\n        performedAt\n        changes {\n          field\n          from\n          to\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs($options: AuditLogsListOptions) {\n    auditLogs(options: $options) {\n      totalCount\n      items {\n        logId\n        entityType\n        entityTypeLabel\n        action\n        actionLabel\n        performedBy\n        performedAt\n        changes {\n          field\n          from\n          to\n          value\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n        answersHidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyPrequalForms($vendorId: ID!, $instance: String) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      prequalStatus\n      editable\n      forms {\n        id\n        category\n        status\n        instance\n        version\n        fields\n        updatedAt\n        answersHidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingAccounts($options: PendingAccountsListOptions) {\n    pendingAccounts(options: $options) {\n      totalCount\n      # The user lists' one page shape names its rows items.\n      users: items {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        roleOnApproval\n        profilePic\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingAccounts($options: PendingAccountsListOptions) {\n    pendingAccounts(options: $options) {\n      totalCount\n      # The user lists' one page shape names its rows items.\n      users: items {\n        userId\n        name\n        email\n        phone\n        priority\n        role\n        roleName\n        roleOnApproval\n        profilePic\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrequalList($options: PrequalListOptions) {\n    prequalList(options: $options) {\n      totalCount\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrequalList($options: PrequalListOptions) {\n    prequalList(options: $options) {\n      totalCount\n      items {\n        ...PrequalRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Registrations($options: RegistrationsListOptions!) {\n    registrations(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Registrations($options: RegistrationsListOptions!) {\n    registrations(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactFirstName\n        primaryContactLastName\n        primaryContactEmail\n        submittedAt\n        createdAt\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    overdueBusinessDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n      overdueBusinessDays\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment PrequalRowFields on PrequalListItem {\n    prequalId\n    vendorId\n    companyName\n    primaryContactName\n    primaryContactEmail\n    instance\n    prequalStatus\n    priority\n    submittedAt\n    reviewDays\n    overdueBusinessDays\n    categoryStatuses {\n      formId\n      category\n      status\n      mitigationPlan\n      commentText\n      aggregateLimit\n      singleLimit\n      bondingLimit\n      decidedAt\n      decidedByName\n      overdueBusinessDays\n    }\n    finalStatus\n    commentText\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDepartmentForm($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    saveDepartmentForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDepartmentForm($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {\n    saveDepartmentForm(vendorId: $vendorId, instance: $instance, form: $form) {\n      id\n      category\n      status\n      version\n      fields\n      updatedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    apiKeyId\n    name\n    prefix\n    permissions\n    vendorId\n    companyName\n    expiresAt\n    requestsPerMinute\n    createdBy\n    createdAt\n    rotatedAt\n    previousSecretExpiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    apiKeyId\n    name\n    prefix\n    permissions\n    vendorId\n    companyName\n    expiresAt\n    requestsPerMinute\n    createdBy\n    createdAt\n    rotatedAt\n    previousSecretExpiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($apiKeyId: ID!) {\n    revokeApiKey(apiKeyId: $apiKeyId) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($apiKeyId: ID!) {\n    revokeApiKey(apiKeyId: $apiKeyId) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiKey($apiKeyId: ID!, $graceHours: Float) {\n    rotateApiKey(apiKeyId: $apiKeyId, graceHours: $graceHours) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiKey($apiKeyId: ID!, $graceHours: Float) {\n    rotateApiKey(apiKeyId: $apiKeyId, graceHours: $graceHours) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalLetter($vendorId: ID) {\n    approvalLetter(vendorId: $vendorId) {\n      fileId\n      fileName\n      size\n      instance\n    }\n  }\n"): (typeof documents)["\n  query ApprovalLetter($vendorId: ID) {\n    approvalLetter(vendorId: $vendorId) {\n      fileId\n      fileName\n      size\n      instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalLetterLink($fileId: ID!) {\n    fileViewLink(fileId: $fileId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query ApprovalLetterLink($fileId: ID!) {\n    fileViewLink(fileId: $fileId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation LoginMfa($mfaToken: String!, $code: String!) {\n    loginMfa(mfaToken: $mfaToken, code: $code) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMfa($mfaToken: String!, $code: String!) {\n    loginMfa(mfaToken: $mfaToken, code: $code) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsoLogin($ssoToken: String!) {\n    ssoLogin(ssoToken: $ssoToken) {\n      accessToken\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"): (typeof documents)["\n  mutation SsoLogin($ssoToken: String!) {\n    ssoLogin(ssoToken: $ssoToken) {\n      accessToken\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInTotpSetup($mfaToken: String!) {\n    signInTotpSetup(mfaToken: $mfaToken) {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation SignInTotpSetup($mfaToken: String!) {\n    signInTotpSetup(mfaToken: $mfaToken) {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInTotpConfirm($mfaToken: String!, $code: String!) {\n    signInTotpConfirm(mfaToken: $mfaToken, code: $code) {\n      recoveryCodes\n      session {\n        accessToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInTotpConfirm($mfaToken: String!, $code: String!) {\n    signInTotpConfirm(mfaToken: $mfaToken, code: $code) {\n      recoveryCodes\n      session {\n        accessToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendDraftLink($vendorId: ID!) {\n    sendDraftLink(vendorId: $vendorId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!, $taxId: String) {\n    signUp(accountNumber: $accountNumber, input: $input, taxId: $taxId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($accountNumber: String!, $input: SignUpInput!, $taxId: String) {\n    signUp(accountNumber: $accountNumber, input: $input, taxId: $taxId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n      crmAccounts {\n        companyName\n        accountId\n      }\n      isRegistrationRejected\n    }\n  }\n"): (typeof documents)["\n  query VerifyTaxId($taxId: String!, $from: String) {\n    verifyTaxId(taxId: $taxId, from: $from) {\n      vendorsWithSameTaxId {\n        companyName\n        accountId\n      }\n      draftVendors {\n        companyName\n        vendorId\n      }\n      isExistsInDynamics\n      isExistsInDatabase\n      crmAccounts {\n        companyName\n        accountId\n      }\n      isRegistrationRejected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackgroundJobs($options: BackgroundJobsListOptions) {\n    backgroundJobs(options: $options) {\n      totalCount\n      items {\n        id\n        queue\n        state\n        retryCount\n        retryLimit\n        createdOn\n        startedOn\n        completedOn\n        startAfter\n        error\n        summary\n        requestId\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackgroundJobs($options: BackgroundJobsListOptions) {\n    backgroundJobs(options: $options) {\n      totalCount\n      items {\n        id\n        queue\n        state\n        retryCount\n        retryLimit\n        createdOn\n        startedOn\n        completedOn\n        startAfter\n        error\n        summary\n        requestId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueCounts {\n    queueCounts {\n      queue\n      queued\n      running\n      retrying\n      failed\n      completed\n    }\n  }\n"): (typeof documents)["\n  query QueueCounts {\n    queueCounts {\n      queue\n      queued\n      running\n      retrying\n      failed\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id) {\n      id\n      state\n      retryCount\n      retryLimit\n    }\n  }\n"): (typeof documents)["\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id) {\n      id\n      state\n      retryCount\n      retryLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationBatchFields on CompanyInvitationBatch {\n    invitedCount\n    counts {\n      invite\n      alreadyRegistered\n      draftExists\n      duplicateInFile\n      invalid\n    }\n    rows {\n      rowNumber\n      taxId\n      companyName\n      contactEmail\n      outcome\n      reason\n      field\n      existingStatus\n      existingCompanyName\n    }\n  }\n"): (typeof documents)["\n  fragment InvitationBatchFields on CompanyInvitationBatch {\n    invitedCount\n    counts {\n      invite\n      alreadyRegistered\n      draftExists\n      duplicateInFile\n      invalid\n    }\n    rows {\n      rowNumber\n      taxId\n      companyName\n      contactEmail\n      outcome\n      reason\n      field\n      existingStatus\n      existingCompanyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewCompanyInvitations($file: Upload!) {\n    previewCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewCompanyInvitations($file: Upload!) {\n    previewCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCompanyInvitations($file: Upload!) {\n    sendCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendCompanyInvitations($file: Upload!) {\n    sendCompanyInvitations(file: $file) {\n      ...InvitationBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompany($vendorId: ID!) {\n    deleteCompany(vendorId: $vendorId) {\n      success\n      message\n      vendorId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompany($vendorId: ID!) {\n    deleteCompany(vendorId: $vendorId) {\n      success\n      message\n      vendorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($options: CompaniesListOptions) {\n    companies(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactName\n        primaryContactEmail\n        registrationStatus\n        prequalStatus\n        prequalScore\n        insurance\n        qualifications\n        associatedProjects {\n          projectId\n          projectName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Companies($options: CompaniesListOptions) {\n    companies(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        primaryContactName\n        primaryContactEmail\n        registrationStatus\n        prequalStatus\n        prequalScore\n        insurance\n        qualifications\n        associatedProjects {\n          projectId\n          projectName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyProjects($vendorId: ID!, $action: ProjectAction!, $projectIds: [ID!]!) {\n    setCompanyProjects(vendorId: $vendorId, action: $action, projectIds: $projectIds) {\n      projectId\n      projectName\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyProjects($vendorId: ID!, $action: ProjectAction!, $projectIds: [ID!]!) {\n    setCompanyProjects(vendorId: $vendorId, action: $action, projectIds: $projectIds) {\n      projectId\n      projectName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompanyComment($vendorId: ID!, $comment: String!) {\n    addCompanyComment(vendorId: $vendorId, comment: $comment) {\n      commentId\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompanyComment($vendorId: ID!, $comment: String!) {\n    addCompanyComment(vendorId: $vendorId, comment: $comment) {\n      commentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompanyComment($commentId: ID!) {\n    deleteCompanyComment(commentId: $commentId) {\n      commentId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompanyComment($commentId: ID!) {\n    deleteCompanyComment(commentId: $commentId) {\n      commentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompanyNote($vendorId: ID!, $notes: String!) {\n    addCompanyNote(vendorId: $vendorId, notes: $notes) {\n      noteId\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompanyNote($vendorId: ID!, $notes: String!) {\n    addCompanyNote(vendorId: $vendorId, notes: $notes) {\n      noteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompanyNote($noteId: ID!) {\n    deleteCompanyNote(noteId: $noteId) {\n      noteId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompanyNote($noteId: ID!) {\n    deleteCompanyNote(noteId: $noteId) {\n      noteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddParentAccount($accountId: String!, $otherAccountId: String!) {\n    addParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddParentAccount($accountId: String!, $otherAccountId: String!) {\n    addParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChildAccount($accountId: String!, $otherAccountId: String!) {\n    addChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddChildAccount($accountId: String!, $otherAccountId: String!) {\n    addChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveParentAccount($accountId: String!, $otherAccountId: String!) {\n    removeParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveParentAccount($accountId: String!, $otherAccountId: String!) {\n    removeParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveChildAccount($accountId: String!, $otherAccountId: String!) {\n    removeChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveChildAccount($accountId: String!, $otherAccountId: String!) {\n    removeChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedCompanyLookup($search: String, $limit: Int) {\n    companies(options: { mode: \"approved\", search: $search, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        accountId\n        companyName\n        taxId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovedCompanyLookup($search: String, $limit: Int) {\n    companies(options: { mode: \"approved\", search: $search, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        accountId\n        companyName\n        taxId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyComments($vendorId: ID!, $options: CompanyCommentsListOptions) {\n    companyComments(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        commentId\n        vendorId\n        commentText\n        commentedBy\n        commentDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyComments($vendorId: ID!, $options: CompanyCommentsListOptions) {\n    companyComments(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        commentId\n        vendorId\n        commentText\n        commentedBy\n        commentDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyDetail($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      accountId\n      companyName\n      primaryContactFirstName\n      primaryContactLastName\n      primaryContactEmail\n      primaryContactOfficePhone\n      primaryContactCellPhone\n      registrationStatus\n      prequalStatus\n    }\n  }\n"): (typeof documents)["\n  query CompanyDetail($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      accountId\n      companyName\n      primaryContactFirstName\n      primaryContactLastName\n      primaryContactEmail\n      primaryContactOfficePhone\n      primaryContactCellPhone\n      registrationStatus\n      prequalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyNotes($vendorId: ID!, $options: CompanyNotesListOptions) {\n    companyNotes(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        noteId\n        vendorId\n        notes\n        createdBy\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyNotes($vendorId: ID!, $options: CompanyNotesListOptions) {\n    companyNotes(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        noteId\n        vendorId\n        notes\n        createdBy\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile($vendorId: ID!) {\n    companyProfile(vendorId: $vendorId) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n      crmSync {\n        vendorId\n        status\n        syncedAt\n        message\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfile($vendorId: ID!) {\n    companyProfile(vendorId: $vendorId) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n      crmSync {\n        vendorId\n        status\n        syncedAt\n        message\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyCycleForms($vendorId: ID!, $instance: String!) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      forms {\n        id\n        category\n        status\n        fields\n        answersHidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyCycleForms($vendorId: ID!, $instance: String!) {\n    prequalForms(vendorId: $vendorId, instance: $instance) {\n      vendorId\n      instance\n      forms {\n        id\n        category\n        status\n        fields\n        answersHidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPrequalHistory($vendorId: ID!) {\n    prequalHistory(vendorId: $vendorId) {\n      prequalId\n      vendorId\n      instance\n      year\n      month\n      prequalStatus\n      finalStatus\n      commentText\n      submittedAt\n      expiresAt\n      categoryStatuses {\n        formId\n        category\n        status\n        mitigationPlan\n        commentText\n        aggregateLimit\n        singleLimit\n        bondingLimit\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyPrequalHistory($vendorId: ID!) {\n    prequalHistory(vendorId: $vendorId) {\n      prequalId\n      vendorId\n      instance\n      year\n      month\n      prequalStatus\n      finalStatus\n      commentText\n      submittedAt\n      expiresAt\n      categoryStatuses {\n        formId\n        category\n        status\n        mitigationPlan\n        commentText\n        aggregateLimit\n        singleLimit\n        bondingLimit\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedAccountsFields on RelatedAccounts {\n    parentAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n    childAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedAccountsFields on RelatedAccounts {\n    parentAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n    childAccounts {\n      accountId\n      companyName\n      taxId\n      vendorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedAccounts($accountId: String!) {\n    relatedAccounts(accountId: $accountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"): (typeof documents)["\n  query RelatedAccounts($accountId: String!) {\n    relatedAccounts(accountId: $accountId) {\n      ...RelatedAccountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyErpId($vendorId: ID!, $hbErpid: String) {\n    setCompanyErpId(vendorId: $vendorId, hb_erpid: $hbErpid) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyErpId($vendorId: ID!, $hbErpid: String) {\n    setCompanyErpId(vendorId: $vendorId, hb_erpid: $hbErpid) {\n      vendorId\n      accountId\n      hb_erpid\n      crmUrl\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCycleSubmittedAt($vendorId: ID!, $instance: String!, $submittedAt: DateTimeISO!) {\n    setPrequalSubmittedAt(vendorId: $vendorId, instance: $instance, submittedAt: $submittedAt) {\n      prequalId\n      instance\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetCycleSubmittedAt($vendorId: ID!, $instance: String!, $submittedAt: DateTimeISO!) {\n    setPrequalSubmittedAt(vendorId: $vendorId, instance: $instance, submittedAt: $submittedAt) {\n      prequalId\n      instance\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyStartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyStartRenewal($vendorId: ID!) {\n    startRenewal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyBeginPrequal($vendorId: ID!) {\n    beginPrequal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyBeginPrequal($vendorId: ID!) {\n    beginPrequal(vendorId: $vendorId) {\n      vendorId\n      instance\n      prequalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncCompanyToCrm($vendorId: ID!) {\n    syncCompanyToCrm(vendorId: $vendorId) {\n      vendorId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SyncCompanyToCrm($vendorId: ID!) {\n    syncCompanyToCrm(vendorId: $vendorId) {\n      vendorId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameFile($fileId: ID!, $newName: String!) {\n    renameFile(fileId: $fileId, newName: $newName) {\n      fileId\n      fileName\n      fileType\n    }\n  }\n"): (typeof documents)["\n  mutation RenameFile($fileId: ID!, $newName: String!) {\n    renameFile(fileId: $fileId, newName: $newName) {\n      fileId\n      fileName\n      fileType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFile($fileId: ID!) {\n    deleteFile(fileId: $fileId)\n  }\n"): (typeof documents)["\n  mutation DeleteFile($fileId: ID!) {\n    deleteFile(fileId: $fileId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFileExpiry($fileId: ID!, $expiresAt: String) {\n    setFileExpiry(fileId: $fileId, expiresAt: $expiresAt) {\n      fileId\n      expiresAt\n      expiryStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SetFileExpiry($fileId: ID!, $expiresAt: String) {\n    setFileExpiry(fileId: $fileId, expiresAt: $expiresAt) {\n      fileId\n      expiresAt\n      expiryStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileViewLink($fileId: ID!, $mode: String) {\n    fileViewLink(fileId: $fileId, mode: $mode) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query FileViewLink($fileId: ID!, $mode: String) {\n    fileViewLink(fileId: $fileId, mode: $mode) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyFiles($vendorId: ID!, $options: VendorFilesListOptions) {\n    vendorFiles(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        fileId\n        vendorId\n        fileName\n        fileType\n        uploadedArea\n        size\n        uploadedBy\n        updatedAt\n        expiresAt\n        expiryStatus\n        previewable\n        versions {\n          fileId\n          fileName\n          uploadedBy\n          uploadedAt\n          replacedAt\n          current\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyFiles($vendorId: ID!, $options: VendorFilesListOptions) {\n    vendorFiles(vendorId: $vendorId, options: $options) {\n      totalCount\n      items {\n        fileId\n        vendorId\n        fileName\n        fileType\n        uploadedArea\n        size\n        uploadedBy\n        updatedAt\n        expiresAt\n        expiryStatus\n        previewable\n        versions {\n          fileId\n          fileName\n          uploadedBy\n          uploadedAt\n          replacedAt\n          current\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      departments {\n        key\n        label\n        pending\n        categories {\n          key\n          label\n          pending\n        }\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n      expiringDocuments\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      registration {\n        pending\n      }\n      accountCreation {\n        pending\n      }\n      inProgress {\n        pending\n      }\n      adminReview {\n        pending\n      }\n      safety {\n        pending\n      }\n      safety_lite {\n        pending\n      }\n      financial {\n        pending\n      }\n      legal {\n        pending\n      }\n      finalReview {\n        pending\n      }\n      departments {\n        key\n        label\n        pending\n        categories {\n          key\n          label\n          pending\n        }\n      }\n      completed\n      renewal\n      upcoming11thMonthMark\n      expiringDocuments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingTooLong($page: Int, $limit: Int) {\n    stalledVendors {\n      vendorId\n      companyName\n      days\n    }\n    overdueReviews(page: $page, limit: $limit) {\n      businessDays\n      totalCount\n      stages {\n        key\n        label\n        count\n        longest\n      }\n      reviews {\n        vendorId\n        companyName\n        instance\n        stageKey\n        stageLabel\n        businessDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingTooLong($page: Int, $limit: Int) {\n    stalledVendors {\n      vendorId\n      companyName\n      days\n    }\n    overdueReviews(page: $page, limit: $limit) {\n      businessDays\n      totalCount\n      stages {\n        key\n        label\n        count\n        longest\n      }\n      reviews {\n        vendorId\n        companyName\n        instance\n        stageKey\n        stageLabel\n        businessDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileFolders($options: FileFoldersListOptions) {\n    fileFolders(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        fileCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileFolders($options: FileFoldersListOptions) {\n    fileFolders(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        fileCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileFolder($vendorId: ID!) {\n    fileFolder(vendorId: $vendorId) {\n      vendorId\n      companyName\n      fileCount\n    }\n  }\n"): (typeof documents)["\n  query FileFolder($vendorId: ID!) {\n    fileFolder(vendorId: $vendorId) {\n      vendorId\n      companyName\n      fileCount\n    }\n  }\n"];
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
export function graphql(source: "\n  query FinancialRatios($vendorId: ID!) {\n    financialRatios(vendorId: $vendorId) {\n      vendorId\n      instance\n      currentRatio {\n        ...MetricFields\n      }\n      workingCapital {\n        ...MetricFields\n      }\n      debtToEquity {\n        ...MetricFields\n      }\n      backlogToBonding {\n        ...MetricFields\n      }\n      revenue {\n        ...MetricFields\n      }\n      revenueTrend {\n        name\n        direction\n        explanation\n      }\n    }\n  }\n"): (typeof documents)["\n  query FinancialRatios($vendorId: ID!) {\n    financialRatios(vendorId: $vendorId) {\n      vendorId\n      instance\n      currentRatio {\n        ...MetricFields\n      }\n      workingCapital {\n        ...MetricFields\n      }\n      debtToEquity {\n        ...MetricFields\n      }\n      backlogToBonding {\n        ...MetricFields\n      }\n      revenue {\n        ...MetricFields\n      }\n      revenueTrend {\n        name\n        direction\n        explanation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMetrics($vendorId: ID!) {\n    safetyMetrics(vendorId: $vendorId) {\n      vendorId\n      instance\n      category\n      naics\n      tolerance\n      years {\n        year\n        label\n        hoursWorked\n        recordableCases\n        daysAwayCases\n        restrictedCases\n        fatalities\n        warnings\n        trir {\n          ...MetricFields\n        }\n        dart {\n          ...MetricFields\n        }\n        ltir {\n          ...MetricFields\n        }\n        emr {\n          ...MetricFields\n        }\n        typedTrir {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n        typedDart {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n      }\n      trends {\n        name\n        direction\n        explanation\n      }\n      industry {\n        naics\n        companyNaics\n        industry\n        trir\n        dart\n        figures {\n          rate\n          value\n          naics\n          industry\n          year\n          url\n        }\n        source {\n          name\n          url\n          year\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SafetyMetrics($vendorId: ID!) {\n    safetyMetrics(vendorId: $vendorId) {\n      vendorId\n      instance\n      category\n      naics\n      tolerance\n      years {\n        year\n        label\n        hoursWorked\n        recordableCases\n        daysAwayCases\n        restrictedCases\n        fatalities\n        warnings\n        trir {\n          ...MetricFields\n        }\n        dart {\n          ...MetricFields\n        }\n        ltir {\n          ...MetricFields\n        }\n        emr {\n          ...MetricFields\n        }\n        typedTrir {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n        typedDart {\n          key\n          typed\n          computed\n          differs\n          message\n        }\n      }\n      trends {\n        name\n        direction\n        explanation\n      }\n      industry {\n        naics\n        companyNaics\n        industry\n        trir\n        dart\n        figures {\n          rate\n          value\n          naics\n          industry\n          year\n          url\n        }\n        source {\n          name\n          url\n          year\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MetricFields on Metric {\n    name\n    label\n    value\n    display\n    reason\n    formula\n    expression\n    inputs {\n      key\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment MetricFields on Metric {\n    name\n    label\n    value\n    display\n    reason\n    formula\n    expression\n    inputs {\n      key\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInsurancePolicy($vendorId: ID!, $policy: InsurancePolicyInput!) {\n    addInsurancePolicy(vendorId: $vendorId, policy: $policy) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddInsurancePolicy($vendorId: ID!, $policy: InsurancePolicyInput!) {\n    addInsurancePolicy(vendorId: $vendorId, policy: $policy) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInsurancePolicy($policyId: ID!, $policy: InsurancePolicyInput!) {\n    updateInsurancePolicy(policyId: $policyId, policy: $policy) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInsurancePolicy($policyId: ID!, $policy: InsurancePolicyInput!) {\n    updateInsurancePolicy(policyId: $policyId, policy: $policy) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveInsurancePolicy($policyId: ID!) {\n    removeInsurancePolicy(policyId: $policyId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveInsurancePolicy($policyId: ID!) {\n    removeInsurancePolicy(policyId: $policyId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceCertificateFiles($vendorId: ID!) {\n    vendorFiles(vendorId: $vendorId, options: { limit: 200, sortField: \"updatedAt\", sortOrder: DESC }) {\n      items {\n        fileId\n        fileName\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsuranceCertificateFiles($vendorId: ID!) {\n    vendorFiles(vendorId: $vendorId, options: { limit: 200, sortField: \"updatedAt\", sortOrder: DESC }) {\n      items {\n        fileId\n        fileName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInsurance($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n    insurancePolicies(vendorId: $vendorId) {\n      id\n      vendorId\n      coverage\n      carrier\n      policyNumber\n      effectiveDate\n      expiryDate\n      limits {\n        key\n        label\n        amount\n      }\n      statutory\n      additionalInsured\n      waiverOfSubrogation\n      certificateFileId\n      certificateFileName\n    }\n  }\n"): (typeof documents)["\n  query CompanyInsurance($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n    insurancePolicies(vendorId: $vendorId) {\n      id\n      vendorId\n      coverage\n      carrier\n      policyNumber\n      effectiveDate\n      expiryDate\n      limits {\n        key\n        label\n        amount\n      }\n      statutory\n      additionalInsured\n      waiverOfSubrogation\n      certificateFileId\n      certificateFileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsuranceComplianceFields on InsuranceCompliance {\n    vendorId\n    status\n    label\n    gaps\n    nextExpiry\n    hasPolicies\n  }\n"): (typeof documents)["\n  fragment InsuranceComplianceFields on InsuranceCompliance {\n    vendorId\n    status\n    label\n    gaps\n    nextExpiry\n    hasPolicies\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceComplianceOf($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n  }\n"): (typeof documents)["\n  query InsuranceComplianceOf($vendorId: ID!) {\n    insuranceCompliance(vendorId: $vendorId) {\n      ...InsuranceComplianceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceList($options: InsuranceComplianceListOptions) {\n    insuranceList(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        prequalStatus\n        status\n        gaps\n        nextExpiry\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsuranceList($options: InsuranceComplianceListOptions) {\n    insuranceList(options: $options) {\n      totalCount\n      items {\n        vendorId\n        companyName\n        prequalStatus\n        status\n        gaps\n        nextExpiry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceGapCounts {\n    gaps: insuranceList(options: { status: GAPS, limit: 1 }) {\n      totalCount\n    }\n    lapsed: insuranceList(options: { status: LAPSED, limit: 1 }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query InsuranceGapCounts {\n    gaps: insuranceList(options: { status: GAPS, limit: 1 }) {\n      totalCount\n    }\n    lapsed: insuranceList(options: { status: LAPSED, limit: 1 }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsuranceRequirementFields on InsuranceRequirement {\n    coverage\n    minimums {\n      key\n      label\n      amount\n    }\n    statutory\n    additionalInsured\n    waiverOfSubrogation\n  }\n"): (typeof documents)["\n  fragment InsuranceRequirementFields on InsuranceRequirement {\n    coverage\n    minimums {\n      key\n      label\n      amount\n    }\n    statutory\n    additionalInsured\n    waiverOfSubrogation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceRequirements {\n    insuranceRequirements {\n      ...InsuranceRequirementFields\n    }\n  }\n"): (typeof documents)["\n  query InsuranceRequirements {\n    insuranceRequirements {\n      ...InsuranceRequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {\n    saveInsuranceRequirements(requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {\n    saveInsuranceRequirements(requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectInsuranceRequirements($projectId: ID!) {\n    projectInsuranceRequirements(projectId: $projectId) {\n      ...InsuranceRequirementFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectInsuranceRequirements($projectId: ID!) {\n    projectInsuranceRequirements(projectId: $projectId) {\n      ...InsuranceRequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProjectInsuranceRequirements($projectId: ID!, $requirements: [InsuranceRequirementInput!]!) {\n    saveProjectInsuranceRequirements(projectId: $projectId, requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProjectInsuranceRequirements($projectId: ID!, $requirements: [InsuranceRequirementInput!]!) {\n    saveProjectInsuranceRequirements(projectId: $projectId, requirements: $requirements) {\n      ...InsuranceRequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsuranceProjectOptions($limit: Int!) {\n    projects(options: { page: 1, limit: $limit, sortField: \"projectName\", sortOrder: ASC }) {\n      items {\n        projectId\n        projectNumber\n        projectName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query StoredFileName($fileId: ID!) {\n    companyFile(fileId: $fileId) {\n      fileId\n      fileName\n    }\n  }\n"): (typeof documents)["\n  query StoredFileName($fileId: ID!) {\n    companyFile(fileId: $fileId) {\n      fileId\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment PrequalFormFields on PrequalForm {\n    id\n    category\n    status\n    instance\n    version\n    templateVersion\n    fields\n    updatedAt\n    flags {\n      path\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n    returned {\n      comment\n    }\n  }\n"): (typeof documents)["\n  fragment PrequalFormSetFields on PrequalFormSet {\n    vendorId\n    instance\n    prequalStatus\n    editable\n    forms {\n      ...PrequalFormFields\n    }\n    returned {\n      comment\n    }\n  }\n"];
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
export function graphql(source: "\n  query PrequalScore($vendorId: ID!) {\n    prequalScore(vendorId: $vendorId) {\n      vendorId\n      instance\n      score\n      listedScore\n      factors {\n        key\n        label\n        value\n        points\n        weight\n        maxPoints\n        source\n        rule\n        missing\n        withheld\n        inputs {\n          key\n          label\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrequalScore($vendorId: ID!) {\n    prequalScore(vendorId: $vendorId) {\n      vendorId\n      instance\n      score\n      listedScore\n      factors {\n        key\n        label\n        value\n        points\n        weight\n        maxPoints\n        source\n        rule\n        missing\n        withheld\n        inputs {\n          key\n          label\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoreWeights {\n    scoreWeights {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ScoreWeights {\n    scoreWeights {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScoreWeights($weights: JSON!) {\n    setScoreWeights(weights: $weights) {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetScoreWeights($weights: JSON!) {\n    setScoreWeights(weights: $weights) {\n      weights\n      defaults\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfilePicture($userId: ID!) {\n    removeProfilePicture(userId: $userId) {\n      userId\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfilePicture($userId: ID!) {\n    removeProfilePicture(userId: $userId) {\n      userId\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfaStatus {\n    mfaStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query MfaStatus {\n    mfaStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotpSetup {\n    totpSetup {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation TotpSetup {\n    totpSetup {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotpConfirm($code: String!) {\n    totpConfirm(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation TotpConfirm($code: String!) {\n    totpConfirm(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotpDisable($code: String!, $password: String) {\n    totpDisable(code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation TotpDisable($code: String!, $password: String) {\n    totpDisable(code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      user {\n        userId\n        name\n        email\n        phone\n        role\n        companyName\n        lastLogin\n        profilePic\n      }\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfilePicture($userId: ID!, $file: Upload!) {\n    uploadProfilePicture(userId: $userId, file: $file) {\n      userId\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfilePicture($userId: ID!, $file: Upload!) {\n    uploadProfilePicture(userId: $userId, file: $file) {\n      userId\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectCompanyOptions($limit: Int!) {\n    registrations(options: { status: APPROVED, page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectCompanyOptions($limit: Int!) {\n    registrations(options: { status: APPROVED, page: 1, limit: $limit, sortField: \"companyName\", sortOrder: ASC }) {\n      totalCount\n      items {\n        vendorId\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrmOpportunities($options: CrmOpportunitiesListOptions) {\n    crmOpportunities(options: $options) {\n      totalCount\n      skiptoken\n      items {\n        opportunityId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        imported\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrmOpportunities($options: CrmOpportunitiesListOptions) {\n    crmOpportunities(options: $options) {\n      totalCount\n      skiptoken\n      items {\n        opportunityId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        imported\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($options: ProjectsListOptions) {\n    projects(options: $options) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        projectVendorMappings {\n          vendorId\n          companyName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects($options: ProjectsListOptions) {\n    projects(options: $options) {\n      totalCount\n      items {\n        projectId\n        projectNumber\n        projectName\n        projectStage\n        projectVolume\n        startDate\n        endDate\n        projectVendorMappings {\n          vendorId\n          companyName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportProjects($opportunityIds: [ID!]!) {\n    importProjects(opportunityIds: $opportunityIds) {\n      message\n      projects {\n        projectId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportProjects($opportunityIds: [ID!]!) {\n    importProjects(opportunityIds: $opportunityIds) {\n      message\n      projects {\n        projectId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectCompanies($projectId: ID!, $action: ProjectAction!, $vendorIds: [ID!]!) {\n    setProjectCompanies(projectId: $projectId, action: $action, vendorIds: $vendorIds) {\n      projectId\n      projectVendorMappings {\n        vendorId\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectCompanies($projectId: ID!, $action: ProjectAction!, $vendorIds: [ID!]!) {\n    setProjectCompanies(projectId: $projectId, action: $action, vendorIds: $vendorIds) {\n      projectId\n      projectVendorMappings {\n        vendorId\n        companyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  query RegistrationForm($vendorId: ID!, $draftToken: String) {\n    registration(vendorId: $vendorId, draftToken: $draftToken) {\n      ...RegistrationFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    naicsCode\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationFormFields on VendorRegistration {\n    vendorId\n    version\n    registrationStatus\n    taxId\n    noOfEmployees\n    companyName\n    dbaName\n    mailingAddress\n    suiteNumber\n    officeLocationAddress1\n    officeLocationAddress2\n    officeLocationCity\n    officeLocationState\n    officeLocationZip\n    officeLocationCountry\n    officePhoneNumber\n    officeWebsiteUrl\n    primaryContactFirstName\n    primaryContactLastName\n    primaryContactJobTitle\n    primaryContactEmail\n    primaryContactOfficePhone\n    primaryContactCellPhone\n    secondaryContacts {\n      contactId\n      firstName\n      lastName\n      jobTitle\n      email\n      cellPhone\n    }\n    companyDescription\n    naicsCode\n    regions\n    marketSectors\n    supplierStatus\n    selfPerformStatus\n    partialScopes\n    workPerformedCategory\n    primaryTrade\n    secondaryTrades\n    averageProjectSize\n    largestProjectSize\n    annualVolume\n    emr\n    bondable\n    bondableRate\n    classificationsCertifications\n    companyPerformActions\n    otherCompanyFollows\n    referenceName\n    contractVolume\n    howHeard\n    harkinsEmployeeName\n    w9File {\n      fileId\n      name\n      url\n    }\n    generalContractReferencesDocument {\n      fileId\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGeneralInfo(\n    $vendorId: ID!\n    $input: RegistrationInput!\n    $version: Int\n    $w9File: Upload\n    $generalContractReferencesDocument: Upload\n  ) {\n    updateGeneralInfo(\n      vendorId: $vendorId\n      input: $input\n      version: $version\n      w9File: $w9File\n      generalContractReferencesDocument: $generalContractReferencesDocument\n    ) {\n      ...RegistrationFormFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query OverdueReviewDays {\n    overdueReviews {\n      businessDays\n    }\n  }\n"): (typeof documents)["\n  query OverdueReviewDays {\n    overdueReviews {\n      businessDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOverdueReviewDays($businessDays: Int!) {\n    setOverdueReviewDays(businessDays: $businessDays)\n  }\n"): (typeof documents)["\n  mutation SetOverdueReviewDays($businessDays: Int!) {\n    setOverdueReviewDays(businessDays: $businessDays)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyUser($vendorId: ID!, $input: CompanyUserInput!) {\n    createCompanyUser(vendorId: $vendorId, input: $input) {\n      userId\n      email\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompanyUser($vendorId: ID!, $input: CompanyUserInput!) {\n    createCompanyUser(vendorId: $vendorId, input: $input) {\n      userId\n      email\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInternalUser($input: CreateInternalUserInput!) {\n    createInternalUser(input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n      isActive\n      lastLogin\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInternalUser($input: CreateInternalUserInput!) {\n    createInternalUser(input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n      isActive\n      lastLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($userId: ID!, $hardDelete: Boolean) {\n    deleteUser(userId: $userId, hardDelete: $hardDelete)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($userId: ID!, $hardDelete: Boolean) {\n    deleteUser(userId: $userId, hardDelete: $hardDelete)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers($options: UsersListOptions) {\n    users(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        role\n        companyName\n        vendorId\n        lastLogin\n        isCompanyAdmin\n        registrationStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyUsers($options: UsersListOptions) {\n    users(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        role\n        companyName\n        vendorId\n        lastLogin\n        isCompanyAdmin\n        registrationStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InternalUsers($options: InternalUsersListOptions) {\n    internalUsers(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        phone\n        role\n        roleName\n        isActive\n        lastLogin\n      }\n    }\n  }\n"): (typeof documents)["\n  query InternalUsers($options: InternalUsersListOptions) {\n    internalUsers(options: $options) {\n      totalCount\n      items {\n        userId\n        name\n        profilePic\n        email\n        phone\n        role\n        roleName\n        isActive\n        lastLogin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      userId\n      name\n      email\n      companyName\n      lastLogin\n      isCompanyAdmin\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      userId\n      name\n      email\n      companyName\n      lastLogin\n      isCompanyAdmin\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfaPolicy {\n    mfaPolicy {\n      requireForInternal\n    }\n  }\n"): (typeof documents)["\n  query MfaPolicy {\n    mfaPolicy {\n      requireForInternal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMfaPolicy($requireForInternal: Boolean!) {\n    setMfaPolicy(requireForInternal: $requireForInternal) {\n      requireForInternal\n    }\n  }\n"): (typeof documents)["\n  mutation SetMfaPolicy($requireForInternal: Boolean!) {\n    setMfaPolicy(requireForInternal: $requireForInternal) {\n      requireForInternal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyAdmin($vendorId: ID!, $userId: ID!, $isVendorAdmin: Boolean!) {\n    setCompanyAdmin(vendorId: $vendorId, userId: $userId, isVendorAdmin: $isVendorAdmin) {\n      userId\n      isCompanyAdmin\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyAdmin($vendorId: ID!, $userId: ID!, $isVendorAdmin: Boolean!) {\n    setCompanyAdmin(vendorId: $vendorId, userId: $userId, isVendorAdmin: $isVendorAdmin) {\n      userId\n      isCompanyAdmin\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserActive($userId: ID!, $isActive: Boolean!) {\n    setUserActive(userId: $userId, isActive: $isActive) {\n      userId\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserActive($userId: ID!, $isActive: Boolean!) {\n    setUserActive(userId: $userId, isActive: $isActive) {\n      userId\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($userId: ID!, $input: UpdateUserInput!) {\n    updateUser(userId: $userId, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($userId: ID!, $input: UpdateUserInput!) {\n    updateUser(userId: $userId, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n"): (typeof documents)["\n  mutation BeginPrequal {\n    beginPrequal {\n      vendorId\n      instance\n      prequalStatus\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorReturnNotice($vendorId: ID) {\n    prequalForms(vendorId: $vendorId) {\n      vendorId\n      instance\n      returned {\n        comment\n        questions {\n          tab\n          form\n          question\n          path\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorReturnNotice($vendorId: ID) {\n    prequalForms(vendorId: $vendorId) {\n      vendorId\n      instance\n      returned {\n        comment\n        questions {\n          tab\n          form\n          question\n          path\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n"): (typeof documents)["\n  query VendorOverview($vendorId: ID!) {\n    registration(vendorId: $vendorId) {\n      vendorId\n      prequalStatus\n      noOfEmployees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n"): (typeof documents)["\n  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {\n    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {\n      vendorId\n      noOfEmployees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookSubscription($id: ID!) {\n    deleteWebhookSubscription(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookSubscription($id: ID!) {\n    deleteWebhookSubscription(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($subscriptionId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, page: $page, limit: $limit) {\n      totalCount\n      deliveries {\n        id\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastStatusCode\n        createdAt\n        tries {\n          id\n          attemptedAt\n          statusCode\n          durationMs\n          error\n          responseBody\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($subscriptionId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(subscriptionId: $subscriptionId, page: $page, limit: $limit) {\n      totalCount\n      deliveries {\n        id\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastStatusCode\n        createdAt\n        tries {\n          id\n          attemptedAt\n          statusCode\n          durationMs\n          error\n          responseBody\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookSubscriptionFields on WebhookSubscription {\n    id\n    url\n    description\n    events\n    enabled\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WebhookSubscriptionFields on WebhookSubscription {\n    id\n    url\n    description\n    events\n    enabled\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookSubscriptions {\n    webhookSubscriptions {\n      ...WebhookSubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookSubscriptions {\n    webhookSubscriptions {\n      ...WebhookSubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!, $graceHours: Float) {\n    rotateWebhookSecret(id: $id, graceHours: $graceHours) {\n      secret\n      subscription {\n        id\n        updatedAt\n        previousSecretExpiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!, $graceHours: Float) {\n    rotateWebhookSecret(id: $id, graceHours: $graceHours) {\n      secret\n      subscription {\n        id\n        updatedAt\n        previousSecretExpiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookSubscription($input: WebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        ...WebhookSubscriptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookSubscription($input: WebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      secret\n      subscription {\n        ...WebhookSubscriptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookSubscription($id: ID!, $input: WebhookSubscriptionPatch!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      ...WebhookSubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookSubscription($id: ID!, $input: WebhookSubscriptionPatch!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      ...WebhookSubscriptionFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;