//! The data built into the engine: a file per variant under `engine/data/<kind>/`, named
//! after the variant (`english.bin`, `english.txt`, …).

/// Every variant with its file `engine/data/<kind>/<variant><ext>`, read at compile time by
/// `include_bytes` or `include_str`.
macro_rules! per_variant {
    ($include:ident, $kind:literal, $ext:literal) => {
        $crate::data_files::per_variant!(@files $include, $kind, $ext;
            English "english", Italian "italian", Spanish "spanish",
            International "international", Brazilian "brazilian", Dameo "dameo",
            Russian "russian", Turkish "turkish", Pool "pool", Czech "czech",
            Frisian "frisian", Canadian "canadian")
    };
    (@files $include:ident, $kind:literal, $ext:literal; $($variant:ident $name:literal),*) => {
        &[$((
            rules::Variant::$variant,
            $include!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/", $kind, "/", $name, $ext)),
        )),*]
    };
}

pub(crate) use per_variant;
