import { Table, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type DataColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Cell styles of the column, e.g. `{ textAlign: 'end' }` for amounts. */
  style?: TableCellProps;
};

type DataTableProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
};

/** A small table that scrolls sideways on narrow screens instead of widening the page. */
export function DataTable<Row>({ columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} {...column.style}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rowIndex) => (
            <Table.Row key={rowKey(row, rowIndex)}>
              {columns.map((column, index) => (
                <Table.Cell key={index} {...column.style}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
