// Moved to @floorcraft/domain/testing (issue 26); the web tests keep this short import.
export { registrationView } from '@floorcraft/domain/testing';
