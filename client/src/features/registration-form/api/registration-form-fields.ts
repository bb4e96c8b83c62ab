import { graphql } from '../../../gql';

/** Every field the registration form shows, as a loaded VendorRegistration (spec section 3). */
export const REGISTRATION_FORM_FIELDS = graphql(`
  fragment RegistrationFormFields on VendorRegistration {
    vendorId
    version
    registrationStatus
    taxId
    noOfEmployees
    companyName
    dbaName
    mailingAddress
    suiteNumber
    officeLocationAddress1
    officeLocationAddress2
    officeLocationCity
    officeLocationState
    officeLocationZip
    officeLocationCountry
    officePhoneNumber
    officeWebsiteUrl
    primaryContactFirstName
    primaryContactLastName
    primaryContactJobTitle
    primaryContactEmail
    primaryContactOfficePhone
    primaryContactCellPhone
    secondaryContacts {
      contactId
      firstName
      lastName
      jobTitle
      email
      cellPhone
    }
    companyDescription
    naicsCode
    regions
    marketSectors
    supplierStatus
    selfPerformStatus
    partialScopes
    workPerformedCategory
    primaryTrade
    secondaryTrades
    averageProjectSize
    largestProjectSize
    annualVolume
    emr
    bondable
    bondableRate
    classificationsCertifications
    companyPerformActions
    otherCompanyFollows
    referenceName
    contractVolume
    howHeard
    harkinsEmployeeName
    w9File {
      fileId
      name
      url
    }
    generalContractReferencesDocument {
      fileId
      name
      url
    }
  }
`);
