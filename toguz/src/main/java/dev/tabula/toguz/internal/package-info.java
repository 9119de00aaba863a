/**
 * Not exported: the {@code toguz} {@link dev.tabula.core.GameProvider} service, which the module
 * declares with {@code provides} (and {@code META-INF/services} for the class path).
 */
package dev.tabula.toguz.internal;
