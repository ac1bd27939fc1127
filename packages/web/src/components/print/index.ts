export { PrintDocument, Sheet, printClasses } from './print-document';
export { contentBox, paperFrom, type Orientation, type Paper } from './paper';
