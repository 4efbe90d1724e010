// /auth/login/:userType — sign-in for students and admins; anyone already signed in is sent on.
import { Navigate, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { isUserType, paths } from "../../../config/paths";
import { SignInForm } from "../../../features/auth/components/sign-in-form";
import { useAuth } from "../../../lib/auth";
import { NotFoundError } from "../../../lib/errors";
import "../../../styles/content.css";

export function loader({ params }: LoaderFunctionArgs) {
  if (!isUserType(params.userType))
    throw new NotFoundError(
      `No sign-in for user type "${params.userType ?? ""}"`,
    );
  return null;
}

export function Component() {
  const { userType } = useParams();
  const { user } = useAuth();
  const type = isUserType(userType) ? userType : "student";
  if (user)
    return (
      <Navigate
        to={
          user.type === "admin" ? paths.admin.getHref() : paths.home.getHref()
        }
        replace
      />
    );

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <title>{`${type === "admin" ? "Admin" : "Student"} login · Campus Hostel`}</title>
      <div className="card auth-card">
        <h1 id="login-title">
          {type === "admin" ? "Admin Login" : "Student Login"}
        </h1>
        <p className="auth-card__lead">
          {type === "admin"
            ? "Sign in to review applications and complaints."
            : "Welcome back. Sign in to manage your stay."}
        </p>
        <SignInForm key={type} userType={type} />
      </div>
    </section>
  );
}
