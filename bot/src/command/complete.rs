//! Completing a move argument as it is typed (Discord's autocompletion of `/move`).

/// The moves that match what was typed so far: those that start with it first, then those
/// that contain it; separators typed either way (`23-14`, `23x14`) match.
pub fn matching_moves<'a>(
    moves: &'a [String],
    typed: &str,
) -> impl Iterator<Item = &'a String> + 'a {
    let typed = key(typed);
    let starts = {
        let typed = typed.clone();
        moves.iter().filter(move |m| key(m).starts_with(&typed))
    };
    let contains = moves.iter().filter(move |m| {
        let key = key(m);
        !key.starts_with(&typed) && key.contains(&typed)
    });
    starts.chain(contains)
}

/// A move as compared: no spaces, lowercase, one separator for steps and captures.
fn key(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c.to_ascii_lowercase() {
            '-' | 'x' | ':' => '-',
            c => c,
        })
        .collect()
}
