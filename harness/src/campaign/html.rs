//! A self-contained HTML report over the run history (no scripts, no external resources):
//! inline SVG plots of conformance per category over time, of the cufe/reference time ratio and of
//! fuzz findings per run, plus tables of the latest run. The output is also well-formed XML
//! (checked with an XML parser in the tests), which keeps it easy to validate and to post-process.
use super::history::{CategoryCounts, HistoryEntry};
use super::summary::xml_escape;
use std::fmt::Write;

const PALETTE: [&str; 10] = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"];
const W: f64 = 640.0;
const H: f64 = 240.0;
const ML: f64 = 48.0;
const MR: f64 = 150.0;
const MT: f64 = 16.0;
const MB: f64 = 36.0;

fn x_at(i: usize, n: usize) -> f64 {
    let span = W - ML - MR;
    if n <= 1 {
        ML + span / 2.0
    } else {
        ML + span * i as f64 / (n - 1) as f64
    }
}

fn y_at(v: f64, max: f64) -> f64 {
    let span = H - MT - MB;
    let v = if max > 0.0 { (v / max).clamp(0.0, 1.0) } else { 0.0 };
    MT + span * (1.0 - v)
}

fn axes(o: &mut String, title: &str, max: f64, unit: &str, labels: &[String]) {
    let _ = write!(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" viewBox=\"0 0 {W} {H}\" role=\"img\">");
    let _ = write!(o, "<title>{}</title>", xml_escape(title));
    let (x0, x1, y0, y1) = (ML, W - MR, y_at(0.0, max), y_at(max, max));
    let _ = write!(o, "<line x1=\"{x0}\" y1=\"{y0}\" x2=\"{x1}\" y2=\"{y0}\" stroke=\"#444\"/>");
    let _ = write!(o, "<line x1=\"{x0}\" y1=\"{y0}\" x2=\"{x0}\" y2=\"{y1}\" stroke=\"#444\"/>");
    for k in 0..=4 {
        let v = max * k as f64 / 4.0;
        let y = y_at(v, max);
        let _ = write!(o, "<line x1=\"{x0}\" y1=\"{y:.1}\" x2=\"{x1}\" y2=\"{y:.1}\" stroke=\"#ddd\"/>");
        let _ = write!(o, "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"end\">{}{}</text>", x0 - 4.0, y + 3.0, trim_num(v), xml_escape(unit));
    }
    let n = labels.len();
    // At most 6 evenly spread date labels (first and last included) so they never overlap.
    let m = n.min(6);
    let mut shown: Vec<usize> = (0..m).map(|k| if m > 1 { k * (n - 1) / (m - 1) } else { 0 }).collect();
    shown.dedup();
    for (i, l) in labels.iter().enumerate().filter(|(i, _)| shown.contains(i)) {
        let _ = write!(o, "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\">{}</text>", x_at(i, n), y0 + 14.0, xml_escape(l));
    }
}

fn trim_num(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

/// Polylines; `None` points are gaps. Legend on the right.
pub fn line_chart(title: &str, series: &[(String, Vec<Option<f64>>)], labels: &[String], max: f64, unit: &str) -> String {
    let mut o = String::new();
    axes(&mut o, title, max, unit, labels);
    let n = labels.len();
    for (si, (name, pts)) in series.iter().enumerate() {
        let color = PALETTE[si % PALETTE.len()];
        let mut seg: Vec<String> = Vec::new();
        let flush = |seg: &mut Vec<String>, o: &mut String| {
            if seg.len() > 1 {
                let _ = write!(o, "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"2\" points=\"{}\"/>", seg.join(" "));
            }
            seg.clear();
        };
        for (i, p) in pts.iter().enumerate() {
            match p {
                Some(v) => {
                    let (x, y) = (x_at(i, n), y_at(*v, max));
                    seg.push(format!("{x:.1},{y:.1}"));
                    let _ = write!(o, "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"2.5\" fill=\"{color}\"><title>{}: {}{}</title></circle>", xml_escape(name), trim_num(*v), xml_escape(unit));
                }
                None => flush(&mut seg, &mut o),
            }
        }
        flush(&mut seg, &mut o);
        let ly = MT + 14.0 * si as f64;
        let _ = write!(o, "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"{color}\"/>", W - MR + 10.0, ly);
        let _ = write!(o, "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\">{}</text>", W - MR + 24.0, ly + 9.0, xml_escape(name));
    }
    o.push_str("</svg>");
    o
}

pub fn bar_chart(title: &str, values: &[u64], labels: &[String]) -> String {
    // A multiple of 4 so the 5 grid lines fall on whole counts.
    let max = (values.iter().copied().max().unwrap_or(0).max(1).div_ceil(4) * 4) as f64;
    let mut o = String::new();
    axes(&mut o, title, max, "", labels);
    let n = values.len();
    let bw = ((W - ML - MR) / (n.max(1) as f64) * 0.6).clamp(2.0, 30.0);
    for (i, v) in values.iter().enumerate() {
        let (x, y) = (x_at(i, n), y_at(*v as f64, max));
        let _ = write!(o, "<rect x=\"{:.1}\" y=\"{y:.1}\" width=\"{bw:.1}\" height=\"{:.1}\" fill=\"{}\"><title>{v}</title></rect>", x - bw / 2.0, y_at(0.0, max) - y, PALETTE[3]);
    }
    o.push_str("</svg>");
    o
}

fn total(cats: &[CategoryCounts]) -> CategoryCounts {
    cats.iter().fold(CategoryCounts { category: "total".into(), ..Default::default() }, |mut t, c| {
        t.agree += c.agree;
        t.differ += c.differ;
        t.unsupported += c.unsupported;
        t.crash += c.crash;
        t
    })
}

/// The whole report page.
pub fn render_html(title: &str, history: &[HistoryEntry]) -> String {
    let mut o = String::new();
    let t = xml_escape(title);
    let _ = write!(o, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>{t}</title>");
    o.push_str("<style>body{font-family:sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}td.l,th.l{text-align:left}</style>");
    let _ = write!(o, "</head><body><h1>{t}</h1>");
    if history.is_empty() {
        o.push_str("<p>No runs recorded yet.</p></body></html>\n");
        return o;
    }
    let labels: Vec<String> = history.iter().map(|h| h.date.get(..10).unwrap_or(&h.date).to_string()).collect();
    // Categories in order of first appearance.
    let mut cats: Vec<String> = Vec::new();
    for h in history {
        for c in &h.categories {
            if !cats.contains(&c.category) {
                cats.push(c.category.clone());
            }
        }
    }
    let mut series: Vec<(String, Vec<Option<f64>>)> = cats
        .iter()
        .map(|name| {
            let pts = history
                .iter()
                .map(|h| h.categories.iter().find(|c| &c.category == name).filter(|c| c.total() > 0).map(|c| 100.0 * c.conformance()))
                .collect();
            (name.clone(), pts)
        })
        .collect();
    series.push(("total".into(), history.iter().map(|h| Some(100.0 * total(&h.categories).conformance())).collect()));
    o.push_str("<h2>Conformance per category</h2>");
    o.push_str(&line_chart("conformance (% agreeing cases)", &series, &labels, 100.0, "%"));
    let ratios: Vec<Option<f64>> = history.iter().map(|h| h.time_ratio).collect();
    let rmax = ratios.iter().flatten().fold(0.0f64, |a, b| a.max(*b)).max(1.0) * 1.1;
    o.push_str("<h2>Time ratio cufe / reference</h2>");
    o.push_str(&line_chart("time ratio", &[("cufe/ref".into(), ratios)], &labels, rmax, "×"));
    o.push_str("<h2>Fuzz findings per run</h2>");
    o.push_str(&bar_chart("findings", &history.iter().map(|h| h.findings.len() as u64).collect::<Vec<_>>(), &labels));

    let last = &history[history.len() - 1];
    let _ = write!(o, "<h2>Latest run: {} at <code>{}</code></h2>", xml_escape(&last.date), xml_escape(&last.commit));
    o.push_str("<table><tr><th class=\"l\">category</th><th>agree</th><th>differ</th><th>unsupported</th><th>crash</th><th>conformance</th></tr>");
    for c in last.categories.iter().chain(std::iter::once(&total(&last.categories))) {
        let _ = write!(
            o,
            "<tr><td class=\"l\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.1}%</td></tr>",
            xml_escape(&c.category), c.agree, c.differ, c.unsupported, c.crash, 100.0 * c.conformance()
        );
    }
    o.push_str("</table>");
    if !last.findings.is_empty() {
        o.push_str("<h3>Findings</h3><table><tr><th class=\"l\">kind</th><th class=\"l\">signature</th><th class=\"l\">case</th></tr>");
        for f in &last.findings {
            let _ = write!(
                o,
                "<tr><td class=\"l\">{}</td><td class=\"l\">{}</td><td class=\"l\">{}</td></tr>",
                xml_escape(&f.kind), xml_escape(&f.signature), xml_escape(f.case.as_deref().unwrap_or(""))
            );
        }
        o.push_str("</table>");
    }
    o.push_str("<h2>All runs</h2><table><tr><th class=\"l\">date</th><th class=\"l\">commit</th><th>conformance</th><th>time ratio</th><th>findings</th></tr>");
    for h in history.iter().rev() {
        let ratio = h.time_ratio.map(|r| format!("{r:.2}")).unwrap_or_else(|| "–".into());
        let _ = write!(
            o,
            "<tr><td class=\"l\">{}</td><td class=\"l\"><code>{}</code></td><td>{:.1}%</td><td>{ratio}</td><td>{}</td></tr>",
            xml_escape(&h.date), xml_escape(&h.commit), 100.0 * total(&h.categories).conformance(), h.findings.len()
        );
    }
    o.push_str("</table></body></html>\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::campaign::history::sample;

    /// Well-formed XML (the page is XHTML-compatible so that any XML tool can read it); the
    /// `<!DOCTYPE html>` line is a DTD to the parser.
    pub(crate) fn check_well_formed(s: &str) -> Result<(), roxmltree::Error> {
        let opt = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
        roxmltree::Document::parse_with_options(s, opt).map(|_| ())
    }

    #[test]
    fn report_is_well_formed_and_complete() {
        let h = sample(6);
        let page = render_html("cufe <conformance> & co", &h);
        check_well_formed(&page).unwrap();
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert_eq!(page.matches("<svg ").count(), 3);
        for svg in page.split("<svg ").skip(1) {
            check_well_formed(&format!("<svg {}", &svg[..svg.find("</svg>").unwrap() + 6])).unwrap();
        }
        // One line per category + total in the conformance plot; the ratio gap splits its line.
        assert!(page.contains(">cuda &lt;rules&gt;</text>"));
        assert!(page.contains("cufe &lt;conformance&gt; &amp; co"));
        assert!(!page.contains("<script"));
        assert!(!page.contains("http://") || page.matches("http://").count() == page.matches("xmlns=\"http://www.w3.org/2000/svg\"").count());
        assert!(page.contains("diagnostic:missing error &amp; &lt;1&gt;"));
    }

    #[test]
    fn empty_and_single_run() {
        check_well_formed(&render_html("r", &[])).unwrap();
        check_well_formed(&render_html("r", &sample(1))).unwrap();
    }
}
