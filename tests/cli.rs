//! The `dama` command-line tools, driven as a user or a checking tool would.

use std::process::Command;

fn dama(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .output()
        .expect("the dama binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (code, out, _) = dama(&["perft", "--variant", "international", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 9\n2 81\n3 658\n");
    let (code, out, _) = dama(&[
        "perft",
        "--variant",
        "italian",
        "--fen",
        "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
        "--depth",
        "2",
        "--routes",
        "all",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 6\n2 47\n");
}

#[test]
fn moves_are_sorted_with_full_routes() {
    let (code, out, _) = dama(&["moves", "--variant", "english"]);
    assert_eq!(code, 0);
    assert_eq!(out, "10-14\n10-15\n11-15\n11-16\n12-16\n9-13\n9-14\n");
    let (code, out, _) = dama(&["moves", "--variant", "english", "--fen", "B:W14,23:B9"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "9x18x27\n");
}

#[test]
fn moves_as_json() {
    let (code, out, _) = dama(&[
        "moves",
        "--variant",
        "brazilian",
        "--fen",
        "W:Wc3:Bd4,f6",
        "--json",
    ]);
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        value,
        serde_json::json!([{"move": "c3xe5xg7", "from": "c3", "to": "g7", "captures": ["d4", "f6"]}])
    );
    let (_, out, _) = dama(&[
        "moves",
        "--variant",
        "english",
        "--fen",
        "W:W22:B18",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        value,
        serde_json::json!([{"move": "22x15", "from": 22, "to": 15, "captures": [18]}])
    );
}

#[test]
fn bad_input_is_one_line_and_fails() {
    for args in [
        &["perft", "--variant", "klingon", "--depth", "2"][..],
        &["perft", "--variant", "english"][..],
        &["perft", "--variant", "english", "--depth", "x"][..],
        &["moves", "--variant", "english", "--fen", "X:W1"][..],
        &["moves", "--variant", "english", "--fen", "W:W99"][..],
        &["moves"][..],
        &["frobnicate"][..],
    ] {
        let (code, out, err) = dama(args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn render_writes_a_png_of_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let (code, _, err) = dama(&[
        "render",
        "--variant",
        "italian",
        "--fen",
        "W:W28:B23,14,6,7",
        "--last-move",
        "28x19x10x3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let (code, _, err) = dama(&[
        "render",
        "--variant",
        "italian",
        "--last-move",
        "21-16",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}
