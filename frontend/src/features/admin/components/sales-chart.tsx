import { Box, useChakraContext } from '@chakra-ui/react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SalesResponse } from '@shared/api/sales.schema';
import { formatEur } from '@shared/pricing/money';

type SalesChartProps = { daily: SalesResponse['daily'] };

const euros = (cents: number) => formatEur(cents);
const shortDay = (date: string) => date.slice(5);

/**
 * The period's days as a chart: net and VAT stacked (their sum is the gross), refunds beside them,
 * and the day's orders as a line on its own axis, drawn at once (no animation). Loaded with its
 * charting library only when the Sales tab shows it; the tables beside it carry the same figures for
 * screen readers.
 */
export function SalesChart({ daily }: SalesChartProps) {
  const { token } = useChakraContext();
  const colour = (path: string) => token.var(`colors.${path}`);
  const grid = colour('border');
  const text = colour('fg.muted');
  return (
    <Box role="img" aria-label="Revenue and orders per day" height="72" width="full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 288 }}>
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} stroke={text} fontSize={12} minTickGap={16} />
          <YAxis
            yAxisId="money"
            tickFormatter={(cents: number) => euros(cents)}
            stroke={text}
            fontSize={12}
            width={72}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} stroke={text} fontSize={12} />
          <Tooltip
            formatter={(value, name) =>
              name === 'Orders' ? String(value) : euros(typeof value === 'number' ? value : 0)
            }
          />
          <Legend />
          <Bar
            yAxisId="money"
            dataKey="netCents"
            name="Net"
            stackId="gross"
            isAnimationActive={false}
            fill={colour('brand.solid')}
          />
          <Bar
            yAxisId="money"
            dataKey="vatCents"
            name="VAT"
            stackId="gross"
            isAnimationActive={false}
            fill={colour('accent.solid')}
          />
          <Bar
            yAxisId="money"
            dataKey="refundedCents"
            name="Refunds"
            isAnimationActive={false}
            fill={colour('danger.solid')}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            type="monotone"
            stroke={colour('success.solid')}
            dot={false}
            isAnimationActive={false}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
