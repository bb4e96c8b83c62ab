import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { TrendDirection } from '@portal/common/insights/trend';
import { asEnum } from '../../graphql/enums.js';

const TREND_DIRECTIONS = ['IMPROVING', 'WORSENING', 'FLAT', 'UNKNOWN'] as const satisfies readonly TrendDirection[];
export const TrendDirectionEnum = asEnum(TREND_DIRECTIONS);
registerEnumType(TrendDirectionEnum, {
  name: 'TrendDirection',
  description: 'A metric over the years: IMPROVING, WORSENING, FLAT (within 5 %) or UNKNOWN (fewer than two years).',
});

@ObjectType('MetricInput', { description: 'An answer a metric read: its question slug, its label and its value as answered (null: unanswered).' })
export class MetricInputType {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
}

@ObjectType('Metric', { description: 'A computed number with its formula and inputs; value null (with a reason) when not computable.' })
export class MetricType {
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true }) value!: number | null;
  @Field(() => String, { nullable: true, description: 'The value as shown ("3.20", "$1,250,000.00").' }) display!: string | null;
  @Field(() => String, { nullable: true, description: 'Why there is no value.' }) reason!: string | null;
  @Field(() => String) formula!: string;
  @Field(() => String, { nullable: true, description: 'The formula with the numbers ("8 x 200,000 / 500,000").' }) expression!: string | null;
  @Field(() => [MetricInputType]) inputs!: MetricInputType[];
}

@ObjectType('TypedRateCheck', { description: "The vendor's typed rate against the computed one." })
export class TypedRateCheckType {
  @Field(() => String) key!: string;
  @Field(() => Float) typed!: number;
  @Field(() => Float, { nullable: true }) computed!: number | null;
  @Field(() => Boolean) differs!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('SafetyYear', { description: "One year's OSHA 300A figures and the rates computed from them (year 1 the most recent)." })
export class SafetyYearType {
  @Field(() => Int) year!: number;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true }) hoursWorked!: number | null;
  @Field(() => Float, { nullable: true }) recordableCases!: number | null;
  @Field(() => Float, { nullable: true }) daysAwayCases!: number | null;
  @Field(() => Float, { nullable: true }) restrictedCases!: number | null;
  @Field(() => Float, { nullable: true }) fatalities!: number | null;
  @Field(() => MetricType) trir!: MetricType;
  @Field(() => MetricType) dart!: MetricType;
  @Field(() => MetricType) ltir!: MetricType;
  @Field(() => MetricType) emr!: MetricType;
  @Field(() => TypedRateCheckType, { nullable: true }) typedTrir!: TypedRateCheckType | null;
  @Field(() => TypedRateCheckType, { nullable: true }) typedDart!: TypedRateCheckType | null;
  @Field(() => [String]) warnings!: string[];
}

@ObjectType('Trend')
export class TrendType {
  @Field(() => String) name!: string;
  @Field(() => TrendDirectionEnum) direction!: TrendDirection;
  @Field(() => String) explanation!: string;
}

@ObjectType('IndustryRatesSource')
export class IndustryRatesSourceType {
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => Int) year!: number;
}

@ObjectType('IndustryFigure', { description: 'One published industry rate and the BLS row it comes from (its NAICS code, survey year and page).' })
export class IndustryFigureType {
  @Field(() => String, { description: "The rate compared: 'trir' or 'dart'." }) rate!: string;
  @Field(() => Float) value!: number;
  @Field(() => String, { description: "The NAICS code of the row that publishes it: the longest prefix of the company's code that does." }) naics!: string;
  @Field(() => String) industry!: string;
  @Field(() => Int, { description: 'The survey year of the row.' }) year!: number;
  @Field(() => String, { description: 'The page the figure was copied from.' }) url!: string;
}

@ObjectType('IndustryAverage', { description: "The published industry rates for the company's NAICS code (its own row or its longest listed prefix)." })
export class IndustryAverageType {
  @Field(() => String, { description: 'The NAICS code of the row compared with.' }) naics!: string;
  @Field(() => String) companyNaics!: string;
  @Field(() => String) industry!: string;
  @Field(() => Float, { nullable: true }) trir!: number | null;
  @Field(() => Float, { nullable: true }) dart!: number | null;
  @Field(() => [IndustryFigureType], { description: 'Each published rate with its own row and year (a rate falls back to a shorter prefix that publishes it).' })
  figures!: IndustryFigureType[];
  @Field(() => IndustryRatesSourceType) source!: IndustryRatesSourceType;
}

@ObjectType('SafetyMetrics', { description: "Safety metrics computed from a cycle's safety form answers (docs/insights.md)." })
export class SafetyMetricsType {
  @Field(() => String) vendorId!: string;
  @Field(() => String) instance!: string;
  @Field(() => String, { description: 'SAFETY or SAFETY_LITE: the questionnaire the metrics were read from.' }) category!: string;
  @Field(() => String, { nullable: true }) naics!: string | null;
  @Field(() => [SafetyYearType]) years!: SafetyYearType[];
  @Field(() => [TrendType]) trends!: TrendType[];
  @Field(() => IndustryAverageType, { nullable: true }) industry!: IndustryAverageType | null;
  @Field(() => String) tolerance!: string;
}

@ObjectType('FinancialRatios', { description: "Financial ratios computed from a cycle's financial answers (docs/insights.md)." })
export class FinancialRatiosType {
  @Field(() => String) vendorId!: string;
  @Field(() => String) instance!: string;
  @Field(() => MetricType) currentRatio!: MetricType;
  @Field(() => MetricType) workingCapital!: MetricType;
  @Field(() => MetricType) debtToEquity!: MetricType;
  @Field(() => [MetricType], { description: 'Revenue per year, newest first.' }) revenue!: MetricType[];
  @Field(() => TrendType) revenueTrend!: TrendType;
  @Field(() => MetricType) backlogToBonding!: MetricType;
}
