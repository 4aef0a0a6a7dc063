//! Rebuild when a migration changes: `sqlx::migrate!` embeds them at compile time. Embed every
//! language's catalog (`locales/LANG/dama.ftl`): adding a language adds its folder.

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=../migrations/sqlite");
    println!("cargo:rerun-if-changed=../migrations/postgres");
    println!("cargo:rerun-if-changed=locales");
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut found: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(&locales).expect("bot/locales is readable") {
        let dir = entry.expect("bot/locales is readable").path();
        let file = dir.join("dama.ftl");
        if file.is_file() {
            println!("cargo:rerun-if-changed={}", file.display());
            let code = dir.file_name().unwrap().to_string_lossy().into_owned();
            found.push((code, file.display().to_string()));
        }
    }
    found.sort();
    let mut out = String::from("/// Each catalog's language code and text.\n");
    out.push_str("pub(crate) const CATALOGS: &[(&str, &str)] = &[\n");
    for (code, path) in found {
        out.push_str(&format!("    ({code:?}, include_str!({path:?})),\n"));
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogs.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
