//! A reply's body cut into pieces that each fit a message, at line breaks where possible.

use crate::message::{Span, User};

/// How a platform counts the length of visible text.
pub trait Measure {
    /// The length of one character (1 for a count of chars, `len_utf16` for UTF-16 units).
    fn char_len(&self, ch: char) -> usize;
    /// The length of a mention as the platform shows it.
    fn mention_len(&self, user: &User) -> usize;

    fn text_len(&self, text: &str) -> usize {
        text.chars().map(|ch| self.char_len(ch)).sum()
    }
}

/// Splits the body into pieces whose visible text fits: `first` for the first piece, `rest`
/// for the others. Text is cut at a line break if one fits, else at a space, else anywhere;
/// a mention is never cut. An empty body gives no pieces.
pub fn split(body: &[Span], first: usize, rest: usize, measure: &impl Measure) -> Vec<Vec<Span>> {
    let mut pieces: Vec<Vec<Span>> = Vec::new();
    let mut current: Vec<Span> = Vec::new();
    let mut budget = first;
    let mut next_piece = |current: &mut Vec<Span>, budget: &mut usize| {
        pieces.push(std::mem::take(current));
        *budget = rest;
    };
    for span in body {
        let (text, rebuild): (&str, fn(String) -> Span) = match span {
            Span::Text(t) => (t, Span::Text),
            Span::Bold(t) => (t, Span::Bold),
            Span::Code(t) => (t, Span::Code),
            Span::Mention(user) => {
                let len = measure.mention_len(user);
                if len > budget && !current.is_empty() {
                    next_piece(&mut current, &mut budget);
                }
                budget = budget.saturating_sub(len);
                current.push(span.clone());
                continue;
            }
        };
        let mut text = text;
        while measure.text_len(text) > budget {
            let (head, tail) = cut(text, budget, measure);
            if !head.is_empty() {
                current.push(rebuild(head.to_string()));
            }
            next_piece(&mut current, &mut budget);
            text = tail;
        }
        if !text.is_empty() {
            budget -= measure.text_len(text);
            current.push(rebuild(text.to_string()));
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// Cuts `text` so that the head's visible length is at most `budget`: after the last line
/// break that fits, else after the last space, else at the budget.
pub fn cut<'t>(text: &'t str, budget: usize, measure: &impl Measure) -> (&'t str, &'t str) {
    let mut end = 0;
    let mut used = 0;
    for (i, ch) in text.char_indices() {
        used += measure.char_len(ch);
        if used > budget {
            break;
        }
        end = i + ch.len_utf8();
    }
    let head = &text[..end];
    let at = head
        .rfind('\n')
        .or_else(|| head.rfind(' '))
        .map(|i| i + 1)
        .filter(|&i| i > 0)
        .unwrap_or(end);
    text.split_at(at)
}

/// Plain text in pieces of at most `max` characters, each cut where [`cut`] cuts, without
/// the line break it was cut at: for a platform that splits its rendered markup rather than
/// the spans. Empty text is one empty piece; a blank piece is left out (platforms refuse a
/// message with no visible content).
pub fn split_text(text: &str, max: usize) -> Vec<String> {
    struct Chars;
    impl Measure for Chars {
        fn char_len(&self, _: char) -> usize {
            1
        }
        fn mention_len(&self, user: &User) -> usize {
            1 + user.name.chars().count()
        }
    }
    let mut pieces = Vec::new();
    let mut rest = text;
    while rest.chars().count() > max {
        let (head, tail) = cut(rest, max, &Chars);
        let piece = head.trim_end_matches('\n');
        if !piece.trim().is_empty() {
            pieces.push(piece.to_string());
        }
        rest = tail;
    }
    if !rest.is_empty() || pieces.is_empty() {
        pieces.push(rest.to_string());
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Telegram's way: UTF-16 units, a mention shown as `@username`.
    struct Utf16;

    impl Measure for Utf16 {
        fn char_len(&self, ch: char) -> usize {
            ch.len_utf16()
        }
        fn mention_len(&self, user: &User) -> usize {
            match &user.username {
                Some(username) => 1 + self.text_len(username),
                None => self.text_len(&user.name),
            }
        }
    }

    #[test]
    fn long_text_is_cut_at_line_breaks_and_mentions_stay_whole() {
        let line = format!("{}\n", "a".repeat(99));
        let body = vec![Span::Text(line.repeat(50))];
        let pieces = split(&body, 4096, 4096, &Utf16);
        assert_eq!(pieces.len(), 2);
        assert_eq!(pieces[0], vec![Span::Text(line.repeat(40))]);

        let body = vec![
            Span::Text("abc def".into()),
            Span::Mention(User::telegram("1", "N", Some("longname"))),
        ];
        let pieces = split(&body, 6, 10, &Utf16);
        assert_eq!(
            pieces,
            vec![
                vec![Span::Text("abc ".into())],
                vec![Span::Text("def".into())],
                vec![Span::Mention(User::telegram("1", "N", Some("longname")))],
            ]
        );
    }

    #[test]
    fn cuts_count_utf16_units() {
        // '♔' is one UTF-16 unit, '𝄞' two.
        assert_eq!(cut("♔♔♔", 2, &Utf16), ("♔♔", "♔"));
        assert_eq!(cut("𝄞𝄞", 3, &Utf16), ("𝄞", "𝄞"));
    }

    #[test]
    fn text_is_split_into_whole_lines_of_chars() {
        let text = ["é".repeat(4), "b".repeat(3), "c".repeat(9)].join("\n");
        assert_eq!(split_text(&text, 8), ["éééé", "bbb", "cccccccc", "c"]);
        assert_eq!(split_text("", 5), [""]);
        assert_eq!(split_text(" xxxxxx", 4), ["xxxx", "xx"]);
    }
}
