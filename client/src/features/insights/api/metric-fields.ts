import { graphql } from '../../../gql';

/** A computed number with its formula and the answers behind it. */
export const METRIC_FIELDS = graphql(`
  fragment MetricFields on Metric {
    name
    label
    value
    display
    reason
    formula
    expression
    inputs {
      key
      label
      value
    }
  }
`);
