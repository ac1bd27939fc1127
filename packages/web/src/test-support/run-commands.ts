// The runners moved to @floorcraft/domain/testing (issue 26), shared with the server and bench;
// the web tests keep this short import.
export { commandRunner, run, runAs } from '@floorcraft/domain/testing';
