export {
  Table,
  TableHead,
  TableBody,
  TableFoot,
  TableRow,
  TableHeaderCell,
  TableCell,
  type TableProps,
  type TableHeaderCellProps,
  type TableCellProps,
} from './Table';
