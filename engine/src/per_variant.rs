//! Values made once a process for each variant (its evaluation, its book), each at its
//! variant's first use.

use std::sync::OnceLock;

use rules::Variant;

/// One lazily made value a variant.
pub(crate) struct PerVariant<T>([OnceLock<T>; Variant::ALL.len()]);

impl<T> PerVariant<T> {
    pub(crate) const fn new() -> PerVariant<T> {
        PerVariant([const { OnceLock::new() }; Variant::ALL.len()])
    }

    /// The variant's value, made by `make` if it is the first to ask.
    pub(crate) fn get(&self, variant: Variant, make: impl FnOnce() -> T) -> &T {
        let slot = Variant::ALL
            .iter()
            .position(|&v| v == variant)
            .expect("every variant is in Variant::ALL");
        self.0[slot].get_or_init(make)
    }
}
