// The package ships plain CommonJS without types: an object from four-digit code to place name.
declare module 'norway-postal-codes' {
  const postalCodes: Readonly<Record<string, string>>
  export default postalCodes
}
