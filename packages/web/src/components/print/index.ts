export { PrintDocument, Sheet, printClasses } from './print-document';
export {
  PAGE_MARGIN_MM,
  contentBox,
  pageRule,
  paperFrom,
  paperSizes,
  type Orientation,
  type Paper,
} from './paper';
