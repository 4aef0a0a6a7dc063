//! FEN of every variant: any text is a position or an error; a position read writes a FEN
//! that reads back as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Position, Variant};

fuzz_target!(|text: &str| {
    for &variant in Variant::ALL {
        if let Ok(position) = Position::from_fen(variant, text) {
            let written = position.to_fen();
            let again = Position::from_fen(variant, &written)
                .unwrap_or_else(|e| panic!("{variant:?}: {written:?} does not read back: {e}"));
            assert_eq!(again, position, "{variant:?}: {text:?} → {written:?}");
            assert_eq!(again.to_fen(), written);
        }
    }
});
