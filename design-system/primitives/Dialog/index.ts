export {
  Dialog,
  DialogRoot,
  DialogContent,
  DialogHeader,
  DialogHeadings,
  DialogTitle,
  DialogDescription,
  DialogCloseTrigger,
  DialogClose,
  DialogBody,
  type DialogRootProps,
} from './Dialog';
