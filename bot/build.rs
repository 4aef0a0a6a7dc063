//! Rebuild when a migration changes: `sqlx::migrate!` embeds them at compile time. Embed every
//! language's catalog (`locales/LANG/*.ftl`, `dama.ftl` first, then the others by name, joined
//! into one catalog): adding a language adds its folder, and a feature may keep its messages
//! in a file of its own (`locales/LANG/puzzles.ftl`).

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=../migrations/sqlite");
    println!("cargo:rerun-if-changed=../migrations/postgres");
    println!("cargo:rerun-if-changed=locales");
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut found: Vec<(String, Vec<PathBuf>)> = Vec::new();
    for entry in std::fs::read_dir(&locales).expect("bot/locales is readable") {
        let dir = entry.expect("bot/locales is readable").path();
        if !dir.join("dama.ftl").is_file() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("a language's folder is readable")
            .map(|entry| entry.expect("a language's folder is readable").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
            .collect();
        files.sort_by_key(|path| {
            (
                path.file_name().is_none_or(|name| name != "dama.ftl"),
                path.clone(),
            )
        });
        for file in &files {
            println!("cargo:rerun-if-changed={}", file.display());
        }
        let code = dir.file_name().unwrap().to_string_lossy().into_owned();
        found.push((code, files));
    }
    found.sort();
    let mut out = String::from("/// Each catalog's language code and text.\n");
    out.push_str("pub(crate) const CATALOGS: &[(&str, &str)] = &[\n");
    for (code, files) in found {
        let parts: Vec<String> = files
            .iter()
            .map(|path| format!("include_str!({:?})", path.display().to_string()))
            .collect();
        out.push_str(&format!(
            "    ({code:?}, concat!({})),\n",
            parts.join(", \"\\n\", ")
        ));
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogs.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
