package dev.tabula.match;

/**
 * An Elo difference estimated from games, with its confidence interval. (Stub.)
 *
 * @param difference the estimate (infinite when one side scored everything)
 * @param lower the interval's lower end
 * @param upper the interval's upper end
 * @param confidence the interval's confidence, e.g. 0.95
 */
public record EloEstimate(double difference, double lower, double upper, double confidence) {}
